import { arabicNoun } from '../plural';
/** Arabic texts of the transfers resource: `resources.transfers.name` and `resources.transfers.fields.*`. */
export const transfersResourceAr = {
  transfers: {
    name: arabicNoun('تحويل', 'التحويلات'),
    fields: {
      created_at: 'التاريخ',
      from: 'من',
      to: 'إلى',
      amount: 'المبلغ',
      created_by: 'بواسطة',
      direction: 'الاتجاه',
      counterpart_type: 'الطرف الآخر',
      counterpart: 'اختر',
    },
  },
};
