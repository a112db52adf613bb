// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext, Form, SelectInput, type DataProvider } from 'react-admin';
import { CircularProgress } from '@mui/material';
import { i18nProvider, loadAdminTexts } from '../../../src/providers/i18nProvider';
import { LocaleDirection } from '../../../src/layout/LocaleDirection';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});
beforeAll(loadAdminTexts);

const dataProvider = {} as DataProvider;

const renderInLocale = (children: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <LocaleDirection>{children}</LocaleDirection>
      </AdminContext>
    </MemoryRouter>,
  );

describe('LocaleDirection', () => {
  it('names every spinner "Loading" in the language, react-admin’s own waiting input too', async () => {
    renderInLocale(
      <Form>
        <SelectInput source="approver" choices={[]} isPending />
      </Form>,
    );
    // react-admin's LoadingInput shows its unnamed spinner after one second.
    const spinner = await screen.findByRole('progressbar', {}, { timeout: 3000 });
    expect(spinner.getAttribute('aria-label')).toBe('Loading…');
  });

  it('keeps a name given on the spinner itself', () => {
    renderInLocale(<CircularProgress aria-label="Saving the bill" />);
    expect(screen.getByRole('progressbar', { name: 'Saving the bill' })).toBeTruthy();
  });

  it('in Arabic names it in Arabic and sets the document right to left', async () => {
    await i18nProvider.changeLocale('ar');
    renderInLocale(<CircularProgress />);
    expect(await screen.findByRole('progressbar', { name: 'جارٍ التحميل…' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
