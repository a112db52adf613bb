import type { csvImportMessagesEn } from '../en/csvImport';

/** Arabic texts of the one CSV import dialog and of the people importer; the same keys as `en/csvImport.ts`. */
export const csvImportMessagesAr: typeof csvImportMessagesEn = {
  csv_import: {
    intro: 'اختر ملف CSV يسمّي سطره الأول الأعمدة: %{columns}. بحد أقصى %{max} صف؛ يُفحص كل صف، وإذا كان في أحدها خطأ فلن يُستورد شيء.',
    download_template: 'تنزيل القالب',
    choose_file: 'اختر ملف CSV',
    // Arabic has six plural forms (zero, one, two, 3–10, 11–99, other).
    file: '%{name}: لا صفوف |||| %{name}: صف واحد |||| %{name}: صفان |||| %{name}: %{smart_count} صفوف |||| %{name}: %{smart_count} صفًا |||| %{name}: %{smart_count} صف',
    file_problems: {
      empty: 'لا يحتوي هذا الملف على صفوف تحت العناوين.',
      too_many: 'يحتوي هذا الملف على أكثر من %{max} صف؛ قسّمه.',
      missing_columns: 'يجب أن يسمّي السطر الأول هذه الأعمدة أيضًا: %{columns}.',
      unknown_columns: 'لا يقرأ هذا الاستيراد الأعمدة %{columns}؛ الأعمدة هي: %{expected}.',
    },
    preview: 'الصفوف في الملف',
    summary: '%{ready} من %{smart_count} صفوف جاهزة، و%{problems} بها مشكلات',
    columns: { line: 'السطر', check: 'التحقق' },
    ready: 'جاهز',
    send: 'استيراد |||| استيراد صف واحد |||| استيراد صفين |||| استيراد %{smart_count} صفوف |||| استيراد %{smart_count} صفًا |||| استيراد %{smart_count} صف',
    failed:
      'لم يُستورد شيء. |||| لم يُستورد شيء: في سطر واحد أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في سطرين أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في %{smart_count} أسطر أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في %{smart_count} سطرًا أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في %{smart_count} سطر أخطاء. صحّحها واستورد الملف مرة أخرى.',
    header_errors: 'أخطاء في السطر الأول',
    problems: { required: '%{column} مفقود' },
  },
  people_import: {
    button: 'استيراد',
    title: 'استيراد الأشخاص من ملف CSV',
    problems: {
      first_name_required: 'الاسم الأول مفقود',
      last_name_required: 'اسم العائلة مفقود',
      name_too_long: 'الاسم أطول من 100 حرف',
      email_required: 'البريد الإلكتروني مفقود',
      email_invalid: 'ليس عنوان بريد إلكتروني',
      email_too_long: 'البريد الإلكتروني أطول من 200 حرف',
      email_repeated: 'البريد الإلكتروني مستخدم في سطر سابق من الملف',
    },
  },
};
