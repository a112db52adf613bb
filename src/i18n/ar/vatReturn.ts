import type { vatReturnMessagesEn } from '../en/vatReturn';

/** الإقرار الضريبي لضريبة القيمة المضافة في الإمارات (المسألة 35، البند 2). */
export const vatReturnMessagesAr: typeof vatReturnMessagesEn = {
  vat_return: {
    title: 'إقرار ضريبة القيمة المضافة',
    caption:
      'جانب المشتريات من إقرار ضريبة القيمة المضافة في الإمارات (نموذج الهيئة الاتحادية للضرائب VAT 201) من %{from} إلى %{to}، بالدرهم الإماراتي بسعر الصرف في يوم كل سجل. الفترات الضريبية أرباع سنوية أو أشهر تقويمية.',
    year: 'السنة',
    period: 'الفترة الضريبية',
    quarter: 'الربع %{quarter} من %{year}',
    columns: { box: 'الخانة', description: 'الوصف', amount: 'المبلغ (درهم)', vat: 'الضريبة (درهم)', records: 'السجلات' },
    lines: {
      box_9_standard_rated: 'النفقات الخاضعة للنسبة الأساسية',
      box_10_reverse_charge: 'اللوازم الخاضعة لأحكام آلية الاحتساب العكسي',
      zero_rated: 'مشتريات خاضعة لنسبة الصفر',
      exempt: 'مشتريات معفاة',
      out_of_scope: 'مشتريات خارج نطاق الضريبة',
      excluded: 'سجلات مستبعدة من الإقرار',
    },
    total: 'إجمالي المشتريات والضريبة القابلة للاسترداد',
    reasons: {
      not_final: 'غير نهائي (لم يُصرف أو لم يُعتمد أو مُلغى)',
      not_coded: 'غير مصنّف (بلا فئة)',
      no_tax_rate: 'بلا نسبة ضريبية',
      no_exchange_rate: 'لا يوجد سعر صرف لعملته',
    },
    records: {
      title: '%{line}: %{count} من السجلات',
      type: 'السجل',
      day: 'التاريخ',
      supplier: 'المورّد',
      original: 'المبلغ (بعملته)',
      rate: 'السعر مقابل الدرهم',
      rate_on: '%{rate} بتاريخ %{day}',
      reason: 'سبب الاستبعاد',
      expense: 'مصروف',
      bill: 'فاتورة',
      name: '%{supplier} · بتاريخ %{day}',
      total: 'الإجمالي',
      close: 'إغلاق',
      open_expenses: 'فتح هذه المصروفات في المصروفات',
      open_bills: 'فتح هذه الفواتير في الفواتير',
    },
    export_csv: 'تصدير CSV',
    export_xlsx: 'تصدير XLSX',
    open_from_reports: 'فتح إقرار ضريبة القيمة المضافة حسب الفترة الضريبية (الخانة 9، الخانة 10، الضريبة القابلة للاسترداد بالدرهم)',
    failed: 'تعذّر تحميل إقرار ضريبة القيمة المضافة.',
    list_figures: 'إقرار ضريبة القيمة المضافة %{period}، %{line}: %{amount} قبل الضريبة · الضريبة %{vat}',
  },
};
