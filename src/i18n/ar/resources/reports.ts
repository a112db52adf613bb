/** Arabic words of the permissions the declaration of reports (src/domain/resources/) adds and its rows of the role editor. */
export const reportsPermissionWordsAr = {
  words: {
    read_reports: 'عرض تحليلات الإنفاق والتقارير القياسية وحفظ التقارير وتصديرها وجدولتها',
  },
  rows: {
    reports: 'التحليلات والتقارير',
  },
};
