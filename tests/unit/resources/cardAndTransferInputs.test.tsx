// @vitest-environment jsdom
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext, Form, ResourceContextProvider, type AuthProvider, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ar } from '../../../src/i18n/ar';
import { i18nProvider, loadAdminTexts } from '../../../src/providers/i18nProvider';
import { CardInputs } from '../../../src/resources/cards/CardInputs';
import { TransferForm } from '../../../src/resources/shared/transfers';

afterEach(cleanup);
// The app's provider carries the admin's English once the admin has loaded it (as Root does).
beforeAll(loadAdminTexts);

/** A radio group's legend (MUI's group has no accessible name of its own); a required mark is a child of its own. */
const LABELS = 'legend, legend *, label, label *';
const groupLabel = (text: string) => screen.getByText(text, { selector: LABELS });

const limit = { mode: 'balance', amount: 500, spent: 0, balance: 500, currency: 'AED', inherited_from: null };

/** A test data provider: empty option lists, and one limit for whoever asks. */
const dataProvider = {
  getList: async () => ({ data: [], total: 0 }),
  getMany: async () => ({ data: [] }),
  getLimit: async () => limit,
} as unknown as DataProvider;

/** Every named permission granted except the ones listed. */
const authProviderWithout = (...refused: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ action }) => !refused.includes(action),
});

describe('CardInputs', () => {
  it('labels every input from resources.cards.fields and the limit texts, and says why the type is locked', async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="cards">
            <Form defaultValues={{ type: 'virtual', currency: 'AED', limit: { mode: 'inherited' } }}>
              <CardInputs isPermitted={(permission) => permission !== 'update_card_type'} />
            </Form>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('combobox', { name: /^Holder/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeTruthy();
    expect(groupLabel('Type')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Virtual' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only the default card type is available to you.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeTruthy();
    expect(groupLabel('Mode')).toBeTruthy();
    // Each mode offered is explained in one line where it is chosen (issue 21 item 7), and the radios keep their names.
    expect(screen.getByText('Inherited: spends within the card holder’s limit; nothing is set here.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Inherited' })).toBeTruthy();
    // An inherited limit has no amount of its own.
    expect(screen.queryByRole('spinbutton', { name: /Amount/ })).toBeNull();
  });

  it('labels them in Arabic from the same keys (no English fallback from the source names)', async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => ar, 'ar')}>
          <ResourceContextProvider value="cards">
            <Form defaultValues={{ type: 'virtual', currency: 'AED', limit: { mode: 'limit' } }}>
              <CardInputs isPermitted={() => true} />
            </Form>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('combobox', { name: /^حامل البطاقة/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^الاسم/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'العملة' })).toBeTruthy();
    // 'النوع' names both the card type and the limit mode in Arabic.
    expect(screen.getAllByText('النوع', { selector: LABELS })).toHaveLength(2);
    expect(screen.getByRole('spinbutton', { name: /^المبلغ/ })).toBeTruthy();
    expect(
      screen.getByText('رصيد: ممول مسبقًا؛ يحتفظ فقط بالأموال المحولة إليه (تحويل الأموال، طلب تمويل) ولا يصرف إلا منها.'),
    ).toBeTruthy();
  });
});

describe('TransferForm', () => {
  it('labels its inputs from resources.transfers.fields, also on another resource’s page', async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} authProvider={authProviderWithout()} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="cards">
            <TransferForm entity="card" id={7} />
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('combobox', { name: /^Other side/ })).toBeTruthy();
    expect(groupLabel('Direction')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /^Amount/ })).toBeTruthy();
    expect(await screen.findByText('Available balance: AED 500.00')).toBeTruthy();
  });
});
