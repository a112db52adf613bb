import { arabicNoun } from '../plural';
/** Arabic texts of the counterparts catalogue (mirrors `en/resources/counterparts.ts`). */
export const counterpartsResourceAr = {
  counterparts: {
    name: arabicNoun('طرف مقابل', 'الأطراف المقابلة'),
    title: 'الأطراف المقابلة',
    fields: {
      name: 'الاسم',
      legal_name: 'الاسم القانوني',
      trn: 'رقم التسجيل الضريبي',
      emails: 'عناوين البريد الإلكتروني',
      phone: 'الهاتف',
      address: 'العنوان',
      iban: 'رقم الآيبان',
      bank_name: 'اسم البنك',
      payment_terms_days: 'شروط الدفع',
      is_on_hold: 'معلّق',
      owner_id: 'المسؤول',
      default_category_id: 'الفئة الافتراضية',
      status: 'الحالة',
      created_at: 'تاريخ الإضافة',
    },
    help: {
      trn: 'رقم التسجيل الضريبي الإماراتي: 15 رقمًا يبدأ بـ 100.',
      emails: 'حتى خمسة عناوين تستلم إشعارات الدفع وأوامر الشراء.',
      iban: 'يُتحقق منه بأرقام التحقق (باقي القسمة على 97).',
      is_on_hold: 'لا دفعات ولا أوامر شراء جديدة أثناء التعليق.',
      default_category_id: 'الفئة التي تبدأ فيها مصروفات هذا الطرف وفواتيره.',
    },
    validation: {
      trn: 'أدخل 15 رقمًا تبدأ بـ 100.',
      iban: 'رقم الآيبان غير صالح: تحقق من أرقامه.',
      whole_days: 'أدخل عددًا صحيحًا من الأيام.',
      emails_too_many: 'خمسة عناوين بريد إلكتروني على الأكثر.',
      email_invalid: '%{email} ليس عنوان بريد إلكتروني صالحًا.',
    },
    duplicates: {
      trn: 'مستخدم من قبل %{names}. يمكنك الحفظ مع ذلك.',
      iban: 'رقم الآيبان هذا مستخدم من قبل %{names}. يمكنك الحفظ مع ذلك.',
    },
    on_hold: 'معلّق',
    hold_filter: { on_hold: 'معلّق', not_on_hold: 'غير معلّق' },
    days: '%{smart_count} يوم |||| يوم واحد |||| يومان |||| %{smart_count} أيام |||| %{smart_count} يومًا |||| %{smart_count} يوم',
    catalogue: {
      create: 'طرف مقابل جديد',
      create_title: 'طرف مقابل جديد',
      edit_title: 'تعديل الطرف المقابل %{name}',
      import_title: 'استيراد الأطراف المقابلة',
      archive_title: 'أرشفة الطرف المقابل %{name}',
      restore_title: 'استعادة الطرف المقابل %{name}',
      delete_title: 'حذف الطرف المقابل %{name}',
      archive: 'أرشفة الطرف المقابل',
      restore: 'استعادة الطرف المقابل',
      delete: 'حذف الطرف المقابل',
      empty: {
        title: 'لا توجد أطراف مقابلة بعد',
        message:
          'الأطراف المقابلة هم الموردون الذين تدفع لهم الشركة، مع رقم التسجيل الضريبي والبيانات البنكية. أضف طرفًا أو استوردها من ملف CSV.',
      },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/counterparts.ts) and its row of the role editor. */
export const counterpartsPermissionWordsAr = {
  words: {
    read_counterparts: 'عرض الأطراف المقابلة للشركة (الموردين)',
    organize_counterparts: 'إضافة الأطراف المقابلة وتعديلها وأرشفتها وحذفها واستيرادها',
  },
  rows: {
    counterparts: 'الأطراف المقابلة',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.counterparts`). */
export const counterpartsRouteTextsAr = {
  counterparts: { label: 'الأطراف المقابلة', description: 'الموردون والأطراف الأخرى' },
};
