/** English texts of the shared detail layout (tabs, breadcrumb, the record-not-found page). */
export const detailMessagesEn = {
  lists: {
    select_row: 'Select %{name}',
    select_page: 'Select every row of this page',
    selection: 'Selected rows',
  },
  files: {
    loading: 'Loading the file…',
    open: 'Open %{name}',
    pdf_unreadable: 'This PDF cannot be shown here: open it instead.',
  },
  detail: {
    breadcrumb: 'Breadcrumb',
    tabs: 'Sections',
    not_found: {
      title: 'Not found',
      /** One sentence per kind of record: %{company} is the active company's name. */
      in_company: {
        card: 'This card was not found in %{company}',
        person: 'This person was not found in %{company}',
        department: 'This department was not found in %{company}',
        role: 'This role was not found in %{company}',
        user: 'This user was not found in %{company}',
        expense: 'This expense was not found in %{company}',
        bill: 'This bill was not found in %{company}',
        request: 'This request was not found in %{company}',
        salary_run: 'This salary run was not found in %{company}',
        dispute: 'This dispute was not found in %{company}',
        funding_request: 'This funding request was not found in %{company}',
      },
      /** Before the company list has answered. */
      in_this_company: {
        card: 'This card was not found in this company',
        person: 'This person was not found in this company',
        department: 'This department was not found in this company',
        role: 'This role was not found in this company',
        user: 'This user was not found in this company',
        expense: 'This expense was not found in this company',
        bill: 'This bill was not found in this company',
        request: 'This request was not found in this company',
        salary_run: 'This salary run was not found in this company',
        dispute: 'This dispute was not found in this company',
        funding_request: 'This funding request was not found in this company',
      },
      hint: 'It may have been removed, or it belongs to another company. Switch company to open it there.',
      back: 'Back to %{list}',
    },
  },
};
