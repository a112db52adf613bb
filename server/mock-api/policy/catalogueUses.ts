import type { MockDatabase } from '../store/types.ts';
import { countedUses } from './catalogues.ts';

/**
 * What records of the company code against a catalogue row, for `usedBy`: a row in use cannot be
 * deleted (archive it instead), so no expense, order or person is left pointing at nothing.
 */
type Row = { id: number; company_id: string };

const expensesWith = (db: MockDatabase, row: Row, coded: (expense: MockDatabase['expenses'][number]) => boolean) =>
  db.expenses.filter((expense) => expense.company_id === row.company_id && coded(expense)).length;

const EXPENSES: [string, string] = ['expense', 'expenses'];

export const projectUses = (db: MockDatabase, row: Row) =>
  countedUses([[expensesWith(db, row, (expense) => expense.project_id === row.id), ...EXPENSES]]);

export const tagUses = (db: MockDatabase, row: Row) =>
  countedUses([[expensesWith(db, row, (expense) => expense.tag_ids.includes(row.id)), ...EXPENSES]]);

export const categoryExpenseUses = (db: MockDatabase, row: Row) =>
  countedUses([[expensesWith(db, row, (expense) => expense.category_id === row.id), ...EXPENSES]]);

export const counterpartUses = (db: MockDatabase, row: Row) =>
  countedUses([
    [expensesWith(db, row, (expense) => expense.counterpart_id === row.id), ...EXPENSES],
    [
      db.purchaseOrders.filter((order) => order.company_id === row.company_id && order.vendor_id === row.id).length,
      'purchase order',
      'purchase orders',
    ],
  ]);

export const branchUses = (db: MockDatabase, row: Row) =>
  countedUses([
    [expensesWith(db, row, (expense) => expense.branch_id === row.id), ...EXPENSES],
    [db.members.filter((member) => member.company_id === row.company_id && member.branch_id === row.id).length, 'person', 'people'],
  ]);

export const inventoryItemUses = (db: MockDatabase, row: Row) =>
  countedUses([
    [
      db.purchaseOrders.filter((order) => order.company_id === row.company_id && order.lines.some((line) => line.item_id === row.id))
        .length,
      'purchase order',
      'purchase orders',
    ],
  ]);
