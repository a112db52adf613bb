/** English texts of the people importer (People's Import, Ctrl+K "Import"). */
export const peopleImportMessagesEn = {
  people_import: {
    button: 'Import',
    title: 'Import people from a CSV file',
    intro:
      'The first line names the columns first_name, last_name, email and, optionally, department (its name). Each other line invites one person; at most %{max} lines.',
    choose_file: 'Choose a CSV file',
    preview: 'People in the file',
    summary: '%{ready} of %{smart_count} people ready to invite, %{problems} with problems',
    columns: { line: 'Line', status: 'Check' },
    ready: 'Ready',
    sent: 'Invitation sent',
    send: 'Send %{smart_count} invitation |||| Send %{smart_count} invitations',
    done: '%{smart_count} invitation sent |||| %{smart_count} invitations sent',
    problems: {
      first_name_required: 'First name missing',
      last_name_required: 'Last name missing',
      name_too_long: 'Name longer than 100 characters',
      email_required: 'Email missing',
      email_invalid: 'Not an email address',
      email_too_long: 'Email longer than 200 characters',
      email_repeated: 'Email already used above in this file',
      department_unknown: 'No department with this name',
    },
    file_problems: {
      empty: 'The file has no people to invite.',
      columns: 'The first line must name the columns first_name, last_name and email.',
      too_many_rows: 'The file has more than %{max} people; split it into smaller files.',
    },
  },
};
