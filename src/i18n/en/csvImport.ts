/** English texts of the one CSV import dialog (people and every catalogue) and of the people importer. */
export const csvImportMessagesEn = {
  csv_import: {
    intro:
      'Choose a CSV file whose first line names the columns: %{columns}. At most %{max} rows; every row is checked, and if one has an error nothing is imported.',
    download_template: 'Download template',
    choose_file: 'Choose CSV file',
    file: '%{name}: 1 row |||| %{name}: %{smart_count} rows',
    file_problems: {
      empty: 'This file has no rows under its header.',
      too_many: 'This file has more than %{max} rows; split it.',
      missing_columns: 'The first line must also name these columns: %{columns}.',
      unknown_columns: 'This import does not read the columns %{columns}; the columns are: %{expected}.',
    },
    preview: 'Rows in the file',
    summary: '%{ready} of %{smart_count} rows ready, %{problems} with problems',
    columns: { line: 'Line', check: 'Check' },
    ready: 'Ready',
    send: 'Import 1 row |||| Import %{smart_count} rows',
    failed:
      'Nothing was imported: 1 line has errors. Fix them and import the file again. |||| Nothing was imported: %{smart_count} lines have errors. Fix them and import the file again.',
    header_errors: 'Errors in the first line',
    problems: { required: '%{column} missing' },
  },
  people_import: {
    button: 'Import',
    title: 'Import people from a CSV file',
    problems: {
      first_name_required: 'First name missing',
      last_name_required: 'Last name missing',
      name_too_long: 'Name longer than 100 characters',
      email_required: 'Email missing',
      email_invalid: 'Not an email address',
      email_too_long: 'Email longer than 200 characters',
      email_repeated: 'Email already used above in this file',
    },
  },
};
