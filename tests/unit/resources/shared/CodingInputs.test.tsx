// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, ResourceContextProvider, type GetListParams } from 'react-admin';
import type { Expense } from '../../../../src/api/schema';
import { ExpenseAutomationInputs } from '../../../../src/resources/expense-automations/ExpenseAutomationInputs';
import { ExpenseCoding } from '../../../../src/resources/shared/expenses/ExpenseCoding';
import { renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

type Asked = { resource: string; filter: unknown; sort: unknown; perPage: number | undefined };

/** A data provider with empty option lists that notes which lists were asked for, and how. */
function optionLists() {
  const asked: Asked[] = [];
  const dataProvider = {
    getList: async (resource: string, params: GetListParams) => {
      asked.push({ resource, filter: params.filter, sort: params.sort, perPage: params.pagination?.perPage });
      return { data: [], total: 0 };
    },
    getMany: async () => ({ data: [] }),
  };
  return { asked, dataProvider };
}

const CODING_LISTS: Asked[] = [
  { resource: 'categories', filter: { status: 'active' }, sort: { field: 'tree', order: 'ASC' }, perPage: 1000 },
  { resource: 'projects', filter: { status: 'active' }, sort: { field: 'name', order: 'ASC' }, perPage: 1000 },
  { resource: 'tags', filter: { status: 'active' }, sort: { field: 'name', order: 'ASC' }, perPage: 1000 },
];

const byResource = (asked: Asked[], resources: string[]) => asked.filter((row) => resources.includes(row.resource));

const expense = { id: 501, merchant: 'Careem', amount: 84.5, category_id: null, project_id: null, tag_ids: [] } as unknown as Expense;

describe('the coding inputs, shared by the coding rules and the expense drawer', () => {
  it('in a coding rule: the category is required and says why, under the rule’s own labels, from the active catalogues', async () => {
    const { asked, dataProvider } = optionLists();
    renderInAdmin(
      <ResourceContextProvider value="expense-automations">
        <Form mode="onBlur">
          <ExpenseAutomationInputs />
        </Form>
      </ResourceContextProvider>,
      { dataProvider },
    );
    const category = await screen.findByRole('combobox', { name: /^Code to category/ });
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeTruthy();
    expect(screen.getByText('A category a person already chose is never changed.')).toBeTruthy();
    fireEvent.focus(category);
    fireEvent.blur(category);
    expect(await screen.findByText('Required')).toBeTruthy();
    await waitFor(() => expect(byResource(asked, ['categories', 'projects', 'tags'])).toEqual(expect.arrayContaining(CODING_LISTS)));
  });

  it('in the expense drawer: the coding texts, read-only without the right, the same lists, and no required category', async () => {
    const { asked, dataProvider } = optionLists();
    renderInAdmin(<ExpenseCoding expense={expense} canEdit={false} />, { dataProvider });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    // react-admin's read-only autocomplete cannot be typed in or opened.
    for (const input of [category, screen.getByRole('combobox', { name: 'Project' }), screen.getByRole('combobox', { name: 'Tags' })])
      expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Branch' })).toBeTruthy();
    expect(screen.queryByText('A category a person already chose is never changed.')).toBeNull();
    await waitFor(() => expect(byResource(asked, ['categories', 'projects', 'tags'])).toEqual(expect.arrayContaining(CODING_LISTS)));
  });
});
