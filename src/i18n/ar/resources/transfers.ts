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

/** Arabic words of the permissions the declaration of transfers (src/domain/resources/) adds and its rows of the role editor. */
export const transfersPermissionWordsAr = {
  words: {
    transfer_from_member_to_department: 'نقل الأموال من شخص إلى قسم',
    transfer_from_member_to_company: 'نقل الأموال من شخص إلى الشركة',
    transfer_from_member_to_card: 'نقل الأموال من شخص إلى بطاقة',
    transfer_from_department_to_member: 'نقل الأموال من قسم إلى شخص',
    transfer_from_department_to_company: 'نقل الأموال من قسم إلى الشركة',
    transfer_from_department_to_card: 'نقل الأموال من قسم إلى بطاقة',
    transfer_from_company_to_member: 'نقل الأموال من الشركة إلى شخص',
    transfer_from_company_to_department: 'نقل الأموال من الشركة إلى قسم',
    transfer_from_company_to_card: 'نقل الأموال من الشركة إلى بطاقة',
    transfer_from_card_to_member: 'نقل الأموال من بطاقة إلى شخص',
    transfer_from_card_to_department: 'نقل الأموال من بطاقة إلى قسم',
    transfer_from_card_to_company: 'نقل الأموال من بطاقة إلى الشركة',
  },
  rows: {
    from_member: 'من شخص',
    from_department: 'من قسم',
    from_company: 'من الشركة',
    from_card: 'من بطاقة',
  },
};
