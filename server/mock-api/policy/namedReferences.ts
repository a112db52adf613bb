import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase } from '../store/types.ts';

/**
 * References a CSV import names instead of ids (issue 35 item 6): a GL account by its code or its name,
 * a tax rate or a department by its name, each of the company, any case. A name that no record has, or
 * that two records share, is an error for the row's column; an empty cell is none.
 */
export type NamedReference = { id: number | null } | { error: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The one row `text` names: by `primary` (a unique code) first, else by name; none, several: an error. */
function findNamed<Row extends { id: number }>(
  rows: readonly Row[],
  text: string,
  nameOf: (row: Row) => string,
  messages: { unknown: string; ambiguous: (count: number) => string },
  primary?: (row: Row) => string,
): NamedReference {
  if (!text.trim()) return { id: null };
  const byPrimary = primary ? rows.filter((row) => same(primary(row), text)) : [];
  if (byPrimary.length === 1) return { id: byPrimary[0].id };
  const byName = rows.filter((row) => same(nameOf(row), text));
  if (byName.length === 1) return { id: byName[0].id };
  return byName.length === 0 ? { error: messages.unknown } : { error: messages.ambiguous(byName.length) };
}

/** An active GL account of the company by its code or its name. */
export const glAccountNamed = (db: MockDatabase, companyId: string, text: string): NamedReference =>
  findNamed(
    db.glAccounts.filter((row) => row.company_id === companyId && row.status === 'active'),
    text,
    (row) => row.name,
    {
      unknown: `No active GL account has the code or name "${text.trim()}".`,
      ambiguous: (count) => `${count} active GL accounts are named "${text.trim()}"; use the account's code.`,
    },
    (row) => row.code,
  );

/** An active tax rate of the company by its name. */
export const taxRateNamed = (db: MockDatabase, companyId: string, text: string): NamedReference =>
  findNamed(
    db.taxRates.filter((row) => row.company_id === companyId && row.status === 'active'),
    text,
    (row) => row.name,
    {
      unknown: `No active tax rate is named "${text.trim()}".`,
      ambiguous: (count) => `${count} active tax rates are named "${text.trim()}"; rename one of them first.`,
    },
  );

/** A department of the company by its name. */
export const departmentNamed = (db: MockDatabase, companyId: string, text: string): NamedReference =>
  findNamed(
    db.departments.filter((row) => row.company_id === companyId),
    text,
    (row) => row.name,
    {
      unknown: `No department of the company is named "${text.trim()}".`,
      ambiguous: (count) => `${count} departments are named "${text.trim()}"; rename one of them first.`,
    },
  );

/** An active category of the company by its code or its name. */
export const categoryNamed = (db: MockDatabase, companyId: string, text: string): NamedReference =>
  findNamed(
    db.categories.filter((row) => row.company_id === companyId && row.status === 'active'),
    text,
    (row) => row.name,
    {
      unknown: `No active category has the code or name "${text.trim()}".`,
      ambiguous: (count) => `${count} active categories are named "${text.trim()}"; use the category's code.`,
    },
    (row) => row.code,
  );

/** A person of the company by their e-mail (unique in the company). */
export const memberWithEmail = (db: MockDatabase, companyId: string, text: string): NamedReference =>
  findNamed(
    db.members.filter((row) => row.company_id === companyId),
    text,
    (row) => row.email,
    {
      unknown: `No person of the company has the e-mail "${text.trim()}".`,
      ambiguous: (count) => `${count} people of the company have the e-mail "${text.trim()}".`,
    },
  );

/** Departments of the company by their names, separated by `;`: their ids, or the first name's error. */
export function departmentsNamed(db: MockDatabase, companyId: string, text: string): { ids: number[] } | { error: string } {
  const ids: number[] = [];
  for (const name of text.split(';').filter((part) => part.trim())) {
    const department = departmentNamed(db, companyId, name);
    if ('error' in department) return department;
    if (department.id !== null) ids.push(department.id);
  }
  return { ids };
}

/** The errors of a row's named references, each on its column (`{ owner: memberWithEmail(…) }`); none when all resolved. */
export const namedReferenceErrors = (references: Readonly<Record<string, { error: string } | object>>): FieldErrors =>
  Object.fromEntries(Object.entries(references).flatMap(([column, found]) => ('error' in found ? [[column, [found.error]]] : [])));

/** A write's field errors on the CSV columns a person named them in (`owner_id` → `owner`). */
export const onColumns = (errors: FieldErrors, columnOfField: Readonly<Record<string, string>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [columnOfField[field] ?? field, messages]));
