/** Arabic texts of the shared detail layout (tabs and breadcrumb). */
export const detailMessagesAr = {
  detail: {
    breadcrumb: 'مسار التنقل',
    tabs: 'الأقسام',
  },
};
