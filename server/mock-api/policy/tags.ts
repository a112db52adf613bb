import type { TagWrite } from '../../../src/api/schema.d.ts';
import { TAG_COLOURS } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredTag } from '../store/types.ts';
import { checkOneOf, checkText, csvOptionalText, csvText, isTaken, type CsvRow, type ImportRules } from './catalogues.ts';

/** The create and change rule of a tag: the schema's bounds, and a name unique in the company (any case). */
export function tagWriteErrors(taken: readonly { id?: number; name: string }[], body: TagWrite, existing?: StoredTag): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 60 });
  if (!errors.name && isTaken(taken, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  checkOneOf(errors, 'colour', body.colour, TAG_COLOURS);
  checkText(errors, 'group', body.group, { max: 60 });
  return errors;
}

/** The stored fields of a write, trimmed (an empty group is none). */
export const tagFields = (body: TagWrite) => ({ name: body.name.trim(), colour: body.colour, group: body.group?.trim() || null });

/** A CSV file of tags: `name`, `colour`, `group`, each row checked with the create rule. */
export const tagImportRules = (taken: readonly { id?: number; name: string }[]): ImportRules<TagWrite> => ({
  columns: ['name', 'colour', 'group'],
  toWrite: (row: CsvRow) => ({
    name: csvText(row, 'name'),
    colour: csvText(row, 'colour') as TagWrite['colour'],
    group: csvOptionalText(row, 'group'),
  }),
  errorsOf: (write, earlier) => tagWriteErrors([...taken, ...earlier], write),
});
