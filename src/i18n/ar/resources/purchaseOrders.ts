import { arabicNoun } from '../plural';

/** Arabic texts of the purchase orders catalogue (mirrors `en/resources/purchaseOrders.ts`). */
export const purchaseOrdersResourceAr = {
  'purchase-orders': {
    name: arabicNoun('أمر شراء', 'أوامر الشراء'),
    title: 'أوامر الشراء',
    fields: {
      number: 'الرقم',
      vendor_id: 'المورد',
      vendor_name: 'المورد',
      lines: 'البنود',
      item_id: 'الصنف',
      description: 'الوصف',
      quantity: 'الكمية',
      unit_price: 'سعر الوحدة',
      tax_rate_id: 'نسبة الضريبة',
      amount: 'المبلغ',
      subtotal: 'المجموع الفرعي',
      vat_total: 'ضريبة القيمة المضافة',
      total: 'الإجمالي',
      billed_amount: 'المفوتر',
      currency: 'العملة',
      expected_date: 'التاريخ المتوقع',
      notes: 'ملاحظات',
      status: 'الحالة',
      history: 'السجل',
      created_at: 'تاريخ الإنشاء',
    },
    free_text: 'نص حر (بدون صنف)',
    // Six forms: zero, one, two, 3–10, 11–99, other.
    line_count: 'لا بنود |||| بند واحد |||| بندان |||| %{smart_count} بنود |||| %{smart_count} بندًا |||| %{smart_count} بند',
    validation: {
      lines: 'أضف بندًا واحدًا على الأقل.',
      total: 'لا يمكن أن يزيد الإجمالي على 10,000,000.',
    },
    history: {
      created: '%{at}: أُنشئ بحالة %{status} بواسطة %{by}',
      updated: '%{at}: عُدّل بواسطة %{by}',
      status_changed: '%{at}: %{status}، بواسطة %{by}',
      auto_closed: '%{at}: أُغلق تلقائيًا بعد 90 يومًا دون نشاط',
      system: 'النظام',
    },
    catalogue: {
      create: 'أمر شراء جديد',
      create_title: 'أمر شراء جديد',
      edit_title: 'تعديل أمر الشراء %{name}',
      delete_title: 'حذف أمر الشراء %{name}',
      delete: 'حذف أمر الشراء',
      archive_title: 'أرشفة %{name}',
      restore_title: 'استعادة %{name}',
      archive: 'أرشفة',
      restore: 'استعادة',
      import_title: 'استيراد أوامر الشراء',
      steps: {
        open: {
          action: 'إرسال %{name}',
          title: 'إرسال أمر الشراء %{name}',
          question: 'هل تريد إرسال %{name} إلى المورد؟',
          confirm: 'إرسال الأمر',
          consequence:
            'سيُرسل %{number} إلى %{vendor} بمبلغ %{total} (لا بنود). |||| سيُرسل %{number} إلى %{vendor} بمبلغ %{total} (بند واحد). |||| سيُرسل %{number} إلى %{vendor} بمبلغ %{total} (بندان). |||| سيُرسل %{number} إلى %{vendor} بمبلغ %{total} (%{smart_count} بنود). |||| سيُرسل %{number} إلى %{vendor} بمبلغ %{total} (%{smart_count} بندًا). |||| سيُرسل %{number} إلى %{vendor} بمبلغ %{total} (%{smart_count} بند).',
          after: 'لن يمكن تعديله بعد ذلك؛ ويمكن إلغاؤه ما لم يُفوتر منه شيء، أو إغلاقه.',
        },
        cancelled: {
          action: 'إلغاء %{name}',
          title: 'إلغاء أمر الشراء %{name}',
          question: 'هل أنت متأكد أنك تريد إلغاء %{name}؟',
          confirm: 'إلغاء الأمر',
          consequence: 'سيُلغى %{number} إلى %{vendor} بمبلغ %{total}.',
          after: 'لا يمكن التراجع عن ذلك: لن تُسجل عليه أي فاتورة.',
        },
        closed: {
          action: 'إغلاق %{name}',
          title: 'إغلاق أمر الشراء %{name}',
          question: 'هل تريد إغلاق %{name}؟',
          confirm: 'إغلاق الأمر',
          consequence: 'سيُغلق %{number} إلى %{vendor} وقد فُوتر منه %{billed} من %{total}.',
          after: 'لا يُنتظر منه شيء بعد ذلك؛ ولا يمكن التراجع عن ذلك.',
        },
      },
      empty: {
        title: 'لا توجد أوامر شراء بعد',
        message: 'يُبلغ أمر الشراء المورد بما ستشتريه الشركة وبأي سعر قبل وصول الفاتورة. أنشئ أول أمر.',
      },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/purchaseOrders.ts) and its row of the role editor. */
export const purchaseOrdersPermissionWordsAr = {
  words: {
    read_purchase_orders: 'عرض أوامر الشراء للشركة',
    organize_purchase_orders: 'إنشاء أوامر الشراء وتعديلها وإرسالها وإلغاؤها وإغلاقها وحذفها',
  },
  rows: {
    purchase_orders: 'أوامر الشراء',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.purchase_orders`). */
export const purchaseOrdersRouteTextsAr = {
  purchase_orders: { label: 'أوامر الشراء', description: 'أوامر الشراء المطابقة للفواتير' },
};
