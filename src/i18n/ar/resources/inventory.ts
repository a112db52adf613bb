import { arabicNoun } from '../plural';
/** Arabic texts of the inventory catalogue (mirrors `en/resources/inventory.ts`). */
export const inventoryResourceAr = {
  inventory: {
    name: arabicNoun('صنف', 'أصناف المخزون'),
    title: 'المخزون',
    fields: {
      sku: 'رمز الصنف',
      name: 'الاسم',
      unit: 'الوحدة',
      unit_price: 'سعر الوحدة',
      vat_rate: 'نسبة ضريبة القيمة المضافة',
      quantity_on_hand: 'الكمية المتوفرة',
      reorder_level: 'حد إعادة الطلب',
      status: 'الحالة',
      created_at: 'تاريخ الإضافة',
    },
    help: {
      sku: 'أحرف وأرقام و . _ / - (حتى 40)، فريد في الشركة.',
      unit: 'ما يُعدّ به الصنف، مثل «قطعة» أو «صندوق» أو «كغ».',
      unit_price: 'بالدرهم الإماراتي، قبل ضريبة القيمة المضافة.',
      reorder_level: 'عند هذه الكمية أو أقل يظهر الصنف «دون حد إعادة الطلب».',
    },
    validation: { sku: 'استخدم أحرفًا وأرقامًا و . _ / - (حتى 40).' },
    vat_rate: { standard: 'أساسية (5%)', zero_rated: 'بنسبة صفر (0%)', exempt: 'معفاة' },
    below_reorder_level: 'دون حد إعادة الطلب',
    catalogue: {
      create: 'صنف جديد',
      create_title: 'صنف مخزون جديد',
      edit_title: 'تعديل الصنف %{name}',
      import_title: 'استيراد أصناف المخزون',
      archive_title: 'أرشفة الصنف %{name}',
      restore_title: 'استعادة الصنف %{name}',
      delete_title: 'حذف الصنف %{name}',
      archive: 'أرشفة الصنف',
      restore: 'استعادة الصنف',
      delete: 'حذف الصنف',
      empty: {
        title: 'لا توجد أصناف مخزون بعد',
        message: 'الأصناف هي ما تشتريه الشركة وتخزّنه، ويمكن لأوامر الشراء استخدامها. أضف صنفًا أو استوردها من ملف CSV.',
      },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/inventory.ts) and its row of the role editor. */
export const inventoryPermissionWordsAr = {
  words: {
    read_inventory: 'عرض أصناف مخزون الشركة',
    create_inventory: 'إضافة أصناف المخزون واستيرادها من ملف',
    update_inventory: 'تعديل أصناف المخزون وأرشفتها واستعادتها',
    delete_inventory: 'حذف أصناف المخزون غير المستخدمة',
  },
  rows: {
    inventory: 'المخزون',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.inventory`). */
export const inventoryRouteTextsAr = {
  inventory: { label: 'المخزون', description: 'أصناف المخزون' },
};
