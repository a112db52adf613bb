/** Arabic texts of the shared detail layout (tabs, breadcrumb, the record-not-found page). */
export const detailMessagesAr = {
  lists: {
    select_row: 'تحديد %{name}',
    select_page: 'تحديد كل صفوف هذه الصفحة',
    selection: 'الصفوف المحددة',
  },
  files: {
    loading: 'جارٍ تحميل الملف…',
    open: 'فتح %{name}',
    pdf_unreadable: 'لا يمكن عرض ملف PDF هذا هنا: افتحه بدلًا من ذلك.',
  },
  detail: {
    breadcrumb: 'مسار التنقل',
    tabs: 'الأقسام',
    not_found: {
      title: 'غير موجود',
      in_company: {
        card: 'لم يتم العثور على هذه البطاقة في %{company}',
        person: 'لم يتم العثور على هذا الشخص في %{company}',
        department: 'لم يتم العثور على هذا القسم في %{company}',
        role: 'لم يتم العثور على هذا الدور في %{company}',
        user: 'لم يتم العثور على هذا المستخدم في %{company}',
        expense: 'لم يتم العثور على هذا المصروف في %{company}',
        bill: 'لم يتم العثور على هذه الفاتورة في %{company}',
        request: 'لم يتم العثور على هذا الطلب في %{company}',
        salary_run: 'لم يتم العثور على مسير الرواتب هذا في %{company}',
        dispute: 'لم يتم العثور على هذا النزاع في %{company}',
        funding_request: 'لم يتم العثور على طلب التمويل هذا في %{company}',
      },
      in_this_company: {
        card: 'لم يتم العثور على هذه البطاقة في هذه الشركة',
        person: 'لم يتم العثور على هذا الشخص في هذه الشركة',
        department: 'لم يتم العثور على هذا القسم في هذه الشركة',
        role: 'لم يتم العثور على هذا الدور في هذه الشركة',
        user: 'لم يتم العثور على هذا المستخدم في هذه الشركة',
        expense: 'لم يتم العثور على هذا المصروف في هذه الشركة',
        bill: 'لم يتم العثور على هذه الفاتورة في هذه الشركة',
        request: 'لم يتم العثور على هذا الطلب في هذه الشركة',
        salary_run: 'لم يتم العثور على مسير الرواتب هذا في هذه الشركة',
        dispute: 'لم يتم العثور على هذا النزاع في هذه الشركة',
        funding_request: 'لم يتم العثور على طلب التمويل هذا في هذه الشركة',
      },
      hint: 'ربما تمت إزالته، أو أنه يتبع شركة أخرى. بدّل الشركة لفتحه هناك.',
      back: 'العودة إلى %{list}',
    },
  },
};
