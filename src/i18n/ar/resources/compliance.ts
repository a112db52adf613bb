/** Arabic words of the permissions the declaration of compliance (src/domain/resources/) adds and its rows of the role editor. */
export const compliancePermissionWordsAr = {
  words: {
    read_compliance: 'عرض تنبيهات الامتثال الذكي وقواعده ونتائجه',
    manage_compliance: 'تغيير قواعد الامتثال وحل التنبيهات أو تجاهلها',
  },
  rows: {
    compliance: 'الامتثال الذكي',
  },
};
