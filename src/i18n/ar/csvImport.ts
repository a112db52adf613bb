import type { peopleImportMessagesEn } from '../en/peopleImport';

/** Arabic texts of the people importer; the same keys as `en/peopleImport.ts`. */
export const peopleImportMessagesAr: typeof peopleImportMessagesEn = {
  people_import: {
    button: 'استيراد',
    title: 'استيراد الأشخاص من ملف CSV',
    intro:
      'يحدد السطر الأول الأعمدة first_name وlast_name وemail، واختياريًا department (اسم القسم). كل سطر آخر يدعو شخصًا واحدًا؛ %{max} سطر على الأكثر.',
    choose_file: 'اختر ملف CSV',
    preview: 'الأشخاص في الملف',
    summary: '%{ready} من %{smart_count} جاهزون للدعوة، و%{problems} بها مشكلات',
    columns: { line: 'السطر', status: 'التحقق' },
    ready: 'جاهز',
    sent: 'أُرسلت الدعوة',
    send: 'إرسال الدعوات |||| إرسال دعوة واحدة |||| إرسال دعوتين |||| إرسال %{smart_count} دعوات |||| إرسال %{smart_count} دعوة |||| إرسال %{smart_count} دعوة',
    done: 'لم تُرسل أي دعوة |||| أُرسلت دعوة واحدة |||| أُرسلت دعوتان |||| أُرسلت %{smart_count} دعوات |||| أُرسلت %{smart_count} دعوة |||| أُرسلت %{smart_count} دعوة',
    problems: {
      first_name_required: 'الاسم الأول مفقود',
      last_name_required: 'اسم العائلة مفقود',
      name_too_long: 'الاسم أطول من 100 حرف',
      email_required: 'البريد الإلكتروني مفقود',
      email_invalid: 'ليس عنوان بريد إلكتروني',
      email_too_long: 'البريد الإلكتروني أطول من 200 حرف',
      email_repeated: 'البريد الإلكتروني مستخدم في سطر سابق من الملف',
      department_unknown: 'لا يوجد قسم بهذا الاسم',
    },
    file_problems: {
      empty: 'لا يحتوي الملف على أشخاص لدعوتهم.',
      columns: 'يجب أن يحدد السطر الأول الأعمدة first_name وlast_name وemail.',
      too_many_rows: 'يحتوي الملف على أكثر من %{max} شخص؛ قسّمه إلى ملفات أصغر.',
    },
  },
};
