import { arabicNoun } from '../plural';

/** Arabic texts of disputes (mirrors `en/resources/disputes.ts`). */
export const disputesResourceAr = {
  disputes: {
    name: arabicNoun('نزاع', 'النزاعات'),
    title: 'النزاعات',
    open_title: 'الاعتراض على الدفع إلى %{merchant}',
    edit_title: 'تعديل نزاع %{merchant}',
    detail_title: 'نزاع %{merchant}',
    open: 'فتح نزاع %{merchant}',
    tabs: { overview: 'نظرة عامة' },
    fields: {
      merchant: 'التاجر',
      expense: 'المصروف',
      reason: 'السبب',
      amount: 'المبلغ المعترض عليه',
      scope: 'ما يتم الاعتراض عليه',
      status: 'الحالة',
      created_at: 'تاريخ الفتح',
      created_by: 'فتحه',
      submitted_at: 'تاريخ التقديم',
      decided_at: 'تاريخ القرار',
      window_ends_on: 'آخر موعد للتقديم',
      explanation: 'ماذا حدث',
      duplicate_expense_id: 'المصروف الآخر (الأصلي)',
      expected_on: 'التاريخ المتوقع',
      cancelled_on: 'تاريخ الإلغاء',
      cancellation_policy: 'سياسة الإلغاء لدى التاجر',
      files: 'ملفات الإثبات',
      credited_amount: 'المبلغ المضاف إلى المحفظة',
      spent_at: 'تاريخ المعاملة',
    },
    reason: {
      fraudulent: 'احتيالية',
      duplicate: 'مكررة',
      not_received: 'لم يتم الاستلام',
      not_as_described: 'غير مطابق للوصف',
      canceled: 'ملغاة',
      other: 'أخرى',
    },
    scope: { full: 'المبلغ كاملًا', partial: 'جزء منه' },
    partial: 'جزئي',
    actions: {
      dispute: 'اعتراض',
      edit: 'تعديل',
      submit: 'تقديم',
      add_file: 'إضافة ملف',
      remove_file: 'إزالة %{file}',
      view: 'فتح النزاع',
    },
    submit: {
      title: 'تقديم نزاع %{merchant}',
      question: 'هل تريد تقديم هذا النزاع إلى شبكة البطاقات؟',
      amount: 'المبلغ المعترض عليه %{amount} من %{total}.',
      locked: 'لا يمكن تغيير أي شيء بعد التقديم.',
      decision: 'تقرر شبكة البطاقات خلال 10 أيام تقريبًا؛ يضاف مبلغ النزاع الرابح إلى محفظة الشركة.',
    },
    help: {
      authorized_fraud_only: 'الدفعة ما زالت مفوّضة: يمكن الاعتراض عليها كاحتيالية فقط.',
      window: 'يمكن فتح النزاعات وتقديمها حتى %{date} (60 يومًا بعد المعاملة).',
      files: 'صور، إيصالات، رسائل مع التاجر: %{formats}، حتى 5 ميغابايت لكل ملف.',
      needs_file: 'يحتاج نزاع البضاعة غير المطابقة إلى ملف قبل تقديمه.',
      locked: 'تم تقديم هذا النزاع: لا يمكن تغيير شيء بعد الآن.',
    },
    expense: {
      section: 'النزاع',
      disputed: 'معترض عليه: %{amount} · %{status}',
      cannot: 'لا يمكن الاعتراض على هذا المصروف: %{why}',
      why: {
        not_card: 'لم يُدفع بالبطاقة.',
        not_captured: 'لم يتم تحصيل دفعته.',
        window_closed: 'مرت 60 يومًا على المعاملة.',
      },
    },
    upload: { wrong_type: 'يجب أن يكون الملف من نوع: %{formats}.', too_large: 'يجب ألا يتجاوز حجم الملف 5 ميغابايت.' },
    empty: { title: 'لا توجد نزاعات', message: 'افتح نزاعًا من مصروف بطاقة (تفاصيله: اعتراض).' },
  },
};

/** Arabic words of the permissions the declaration of disputes (src/domain/resources/) adds and its rows of the role editor. */
export const disputesPermissionWordsAr = {
  words: {
    read_disputes: 'عرض النزاعات',
    organize_disputes: 'فتح النزاعات وتقديمها',
  },
  rows: {
    disputes: 'النزاعات',
  },
};
