/** English texts of the shared detail layout (tabs and breadcrumb). */
export const detailMessagesEn = {
  detail: {
    breadcrumb: 'Breadcrumb',
    tabs: 'Sections',
  },
};
