// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { formatMoney } from '../../../../src/domain/amounts';
import { EntityExpenses } from '../../../../src/resources/shared/expenses';
import { renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

const expense = (id: number, amount: number, currency: string, status: string) => ({
  id,
  merchant: `Merchant ${id}`,
  description: '',
  amount,
  currency,
  status,
  category: 'software',
  card: { id: 7, number: '************4242', name: 'Travel' },
  member: { id: 3, first_name: 'Omar', last_name: 'Haddad', email: 'omar@example.com' },
  department_id: 2,
  spent_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
});

const EXPENSES = [
  expense(1, 11429, 'AED', 'captured'),
  expense(2, 0.1, 'AED', 'authorized'),
  expense(3, 500, 'AED', 'reversed'),
  expense(4, 20, 'USD', 'approved'),
  expense(5, 75, 'AED', 'declined'),
];

/** The list answers a page of 2 (the table), but every expense when asked for all of them (the total). */
const dataProvider = {
  getList: async (_resource: string, params: GetListParams) => {
    const perPage = params.pagination?.perPage ?? 20;
    return { data: EXPENSES.slice(0, Math.min(perPage, perPage > 100 ? EXPENSES.length : 2)), total: EXPENSES.length };
  },
} as unknown as Partial<DataProvider>;

describe('an Expenses tab (issue 21 items 5 and 6)', () => {
  it('totals what was spent in its days by the spend rule, per currency, over every page', async () => {
    renderInAdmin(<EntityExpenses filterField="card_id" id={7} emptyMessage="spendboard.cards.expenses.empty" />, { dataProvider });
    const total = await screen.findByTestId('expenses-spent-total');
    await within(total).findByText('AED 11,429.10');
    expect(within(total).getByText('USD 20.00')).toBeTruthy();
    // Reversed and declined expenses are not spent; the table's page of 2 is not the total.
    expect(total.textContent).toBe(`Spent in these days:${formatMoney(11429.1, 'AED')}${formatMoney(20, 'USD')}`);
    expect(total.textContent).toMatch(/^Spent in these days:/);
  });

  it('shows each amount with its currency, right-aligned in tabular digits', async () => {
    renderInAdmin(<EntityExpenses filterField="card_id" id={7} emptyMessage="spendboard.cards.expenses.empty" />, { dataProvider });
    const row = (await screen.findByText('Merchant 1')).closest('tr')!;
    const money = within(row).getByText('AED 11,429.00');
    expect(getComputedStyle(money).fontVariantNumeric).toBe('tabular-nums');
    expect(getComputedStyle(money.closest('td')!).textAlign).toBe('right');
  });
});
