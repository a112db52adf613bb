import { arabicNoun } from '../plural';
/** Arabic texts of the mailbox resource. */
export const mailboxResourceAr = {
  mailbox: {
    name: arabicNoun('صندوق الوارد', 'صندوق الوارد'),
    fields: { received_at: 'تاريخ الاستلام', from_name: 'من', subject: 'الموضوع', classification: 'التصنيف', q: 'بحث' },
    empty: { title: 'لا توجد رسائل بعد', message: 'تظهر هنا الفواتير والإيصالات والكشوف المرسلة إلى بريد هذه الشركة.' },
  },
};
