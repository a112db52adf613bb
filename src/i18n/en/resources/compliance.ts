/** English words of the permissions the declaration of compliance (src/domain/resources/) adds and its rows of the role editor. */
export const compliancePermissionWordsEn = {
  words: {
    read_compliance: 'See Smart Comply flags, rules and scores',
    manage_compliance: 'Change compliance rules and resolve or dismiss flags',
  },
  rows: {
    compliance: 'Smart Comply',
  },
};
