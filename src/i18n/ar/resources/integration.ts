import { arabicNoun } from '../plural';

/** Arabic texts of the Integrations page (mirrors `en/resources/integration.ts`). */
export const integrationResourceAr = {
  integration: {
    name: arabicNoun('تكامل', 'التكاملات'),
    title: 'التكاملات',
    intro: 'اربط النظام المحاسبي للشركة النشطة واستورد منه واربط الفئات بحسابات دفتر الأستاذ. يُربط نظام محاسبي واحد في كل مرة.',
    read_only: 'يمكنك رؤية الربط وربط الفئات دون تغييرهما. اطلب من المسؤول صلاحية إدارة التكاملات.',
    load_failed: 'تعذّر تحميل الربط. أعد تحميل الصفحة للمحاولة مرة أخرى.',
    connection: {
      title: 'الربط المحاسبي',
      none: '%{company} غير مرتبطة بأي نظام محاسبي.',
      provider: 'النظام المحاسبي',
      organisation: 'المؤسسة',
      connected_at: 'تاريخ الربط',
      connected_by: 'ربطه',
      last_import_at: 'آخر استيراد',
      never: 'لم يحدث بعد',
    },
    providers: {
      title: 'الأنظمة المحاسبية',
      connect: 'ربط %{provider}',
      reconnect: 'ربط %{provider} مرة أخرى',
      disconnect: 'فصل %{provider}',
      held_by: 'نظام محاسبي واحد في كل مرة: افصل %{provider} أولًا لربط نظام آخر.',
      descriptions: {
        xero: 'محاسبة سحابية للشركات الصغيرة والنامية.',
        quickbooks_online: 'المحاسبة السحابية من Intuit.',
        zoho_books: 'محاسبة مجموعة Zoho مع ضريبة القيمة المضافة الإماراتية.',
        netsuite: 'نظام تخطيط موارد المؤسسات من Oracle لمجموعات الشركات.',
        odoo: 'نظام مفتوح المصدر لتخطيط موارد المؤسسات مع المحاسبة.',
      },
    },
    consent: {
      title: 'ربط %{provider}',
      message: 'يطلب منك %{provider} السماح لـ Spendboard بربط %{organisation} بـ %{company}.',
      reads: 'سيقرأ Spendboard %{scopes}.',
      writes: 'سيكتب Spendboard %{scopes}.',
      revoke: 'يمكنك فصل الربط في أي وقت من هذه الصفحة.',
      allow: 'السماح',
    },
    scopes: {
      chart_of_accounts: 'دليل الحسابات',
      tax_rates: 'نسب الضريبة',
      vendors: 'الموردين (جهات الاتصال)',
      expenses: 'المصروفات المعتمدة',
      bills: 'الفواتير المعتمدة',
    },
    disconnect: {
      message: 'هل أنت متأكد من أنك تريد فصل %{provider}؟',
      stops: 'يتوقف الاستيراد من %{organisation} إلى %{company}.',
      no_writes: 'لن تُكتب المصروفات والفواتير المعتمدة في %{provider} بعد الآن.',
      kept: 'يبقى ما استُورد من قبل في Spendboard.',
    },
    imports: {
      title: 'الاستيراد من النظام المحاسبي',
      intro:
        'استورد دليل الحسابات ونسب الضريبة والموردين من النظام المرتبط. يُطابَق الموردون مع الأطراف المقابلة برقم التسجيل الضريبي، ولا يجلب الاستيراد التالي إلا ما تغيّر.',
      not_connected: 'اربط نظامًا محاسبيًا للاستيراد منه.',
      needs_attention: 'اربط %{provider} مرة أخرى للاستيراد منه.',
      kinds: { chart_of_accounts: 'دليل الحسابات', tax_rates: 'نسب الضريبة', vendors: 'الموردون' },
      run: { chart_of_accounts: 'استيراد دليل الحسابات', tax_rates: 'استيراد نسب الضريبة', vendors: 'استيراد الموردين' },
      result_title: 'تم استيراد %{kind} من %{provider}',
      summary: 'أُنشئ: %{created} · حُدّث: %{updated} · تُخطّي: %{skipped}',
      reason_count: '%{reason}: %{count}',
      rows_label: 'كل سجل مستورد',
      outcomes: { created: 'أُنشئ', updated: 'حُدّث', skipped: 'تُخطّي' },
      reasons: {
        unchanged: 'مطابق بالفعل',
        no_trn: 'لا يوجد رقم تسجيل ضريبي للمطابقة',
        invalid_trn: 'رقم التسجيل الضريبي غير صالح',
        duplicate_in_source: 'مكرر في النظام المحاسبي',
        locked: 'سيغيّر سجلات في تاريخ الإقفال أو قبله',
        inactive_in_source: 'غير نشط في النظام المحاسبي',
        default_account: 'الحساب الافتراضي يحتفظ بنوعه',
        invalid: 'غير صالح هنا',
      },
    },
    mapping: {
      title: 'ربط الفئات بالحسابات',
      intro: 'تُقيَّد مصروفات كل فئة على حساب نشط في دليل الحسابات. تظهر الفئات التي ليس لها حساب أولًا.',
      unmapped:
        'لا توجد فئة بلا حساب |||| فئة واحدة بلا حساب في دفتر الأستاذ |||| فئتان بلا حساب في دفتر الأستاذ |||| %{smart_count} فئات بلا حساب في دفتر الأستاذ |||| %{smart_count} فئة بلا حساب في دفتر الأستاذ |||| %{smart_count} فئة بلا حساب في دفتر الأستاذ',
      unmapped_chip: 'بلا حساب',
      list_label: 'الفئات وحساباتها',
      empty: 'لا توجد فئات للشركة بعد.',
      load_failed: 'تعذّر تحميل الفئات. أعد تحميل الصفحة للمحاولة مرة أخرى.',
      none: 'بلا حساب',
      select_label: 'حساب دفتر الأستاذ لـ %{category}',
      save: 'حفظ',
      save_label: 'حفظ حساب %{category}',
    },
  },
};

/** Arabic words of the permissions the declaration of integrations (src/domain/resources/) adds and its rows of the role editor. */
export const integrationPermissionWordsAr = {
  words: {
    read_integrations: 'عرض ربط الشركة بالنظام المحاسبي وربط الفئات بالحسابات',
    manage_integrations: 'ربط النظام المحاسبي وفصله والاستيراد منه وربط الفئات بحسابات دفتر الأستاذ',
  },
  rows: {
    integrations: 'التكاملات',
  },
};
