/** English words of the permissions the declaration of reports (src/domain/resources/) adds and its rows of the role editor. */
export const reportsPermissionWordsEn = {
  words: {
    read_reports: 'See spend analytics and standard reports, save, export and schedule reports',
  },
  rows: {
    reports: 'Analytics and reports',
  },
};
