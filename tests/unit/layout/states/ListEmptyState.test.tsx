// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { ListEmptyState } from '../../../../src/layout/states/ListEmptyState';

afterEach(cleanup);

const i18n = polyglotI18nProvider(
  () => ({ ...englishMessages, empty: { title: 'No roles yet', message: 'Create the first role.' } }),
  'en',
);

describe('ListEmptyState', () => {
  it('shows the translated title as a heading and the message', () => {
    render(
      <I18nContextProvider value={i18n}>
        <ListEmptyState icon={BadgeOutlined} title="empty.title" message="empty.message" />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No roles yet' })).toBeTruthy();
    expect(screen.getByText('Create the first role.')).toBeTruthy();
  });

  it('offers the way to add the first record when given one', () => {
    render(
      <I18nContextProvider value={i18n}>
        <ListEmptyState title="empty.title" message="empty.message" action={<button>New role</button>} />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No roles yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New role' })).toBeTruthy();
  });
});
