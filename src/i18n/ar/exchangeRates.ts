/** الإجماليات بالعملة الأساسية (الدرهم) وأسعار الصرف التي تقوم عليها، البند 1 من المسألة 35. */
export const exchangeRatesMessagesAr = {
  base_total: {
    by_currency: 'حسب العملة',
    hide_by_currency: 'إخفاء العملات',
    lines_label: 'حسب العملة، محوّلة إلى %{base}',
    line: '%{amount} تساوي %{converted}',
    rate: '1 %{currency} يساوي %{rate} %{base}',
    at_record_days: 'محوّلة إلى %{base} بسعر صرف يوم كل سجل',
    rates_of: 'أسعار %{date}',
    no_rate: 'لا يوجد سعر صرف لـ %{currencies}: لم تُحسب في الإجمالي.',
    loading: 'جارٍ التحويل إلى %{base}…',
    list_total:
      'الإجمالي: %{amount} لـ %{smart_count} مصروف |||| الإجمالي: %{amount} لمصروف واحد |||| الإجمالي: %{amount} لمصروفين |||| الإجمالي: %{amount} لـ %{smart_count} مصروفات |||| الإجمالي: %{amount} لـ %{smart_count} مصروفًا |||| الإجمالي: %{amount} لـ %{smart_count} مصروف',
    list_total_bills:
      'الإجمالي: %{amount} لـ %{smart_count} فاتورة |||| الإجمالي: %{amount} لفاتورة واحدة |||| الإجمالي: %{amount} لفاتورتين |||| الإجمالي: %{amount} لـ %{smart_count} فواتير |||| الإجمالي: %{amount} لـ %{smart_count} فاتورة |||| الإجمالي: %{amount} لـ %{smart_count} فاتورة',
  },
  fx: {
    credited_at: 'أُضيف بسعر 1 %{currency} = %{rate} %{base} (سعر %{date})',
  },
};
