// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SearchDialog } from '../../../../src/layout/search/SearchDialog';
import { searchEntries } from '../../../../src/layout/search/searchEntries';
import type { SearchHit } from '../../../../src/providers/data/methods/search';
import { renderInAdmin } from '../../../support/renderInAdmin';
import { TEST_CATALOGUE } from '../../../support/testCatalogue';

const hit = (kind: SearchHit['kind'], id: string, title: string, rest: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  id,
  title,
  subtitle: null,
  last_four: null,
  amount: null,
  currency: null,
  ...rest,
});

const HITS: SearchHit[] = [
  hit('person', '12', 'Omar Haddad', { subtitle: 'omar@acme.example.com' }),
  hit('card', '101', 'Omar travel', { subtitle: 'Omar Haddad', last_four: '4242' }),
  hit('expense', '24', 'Omar Cafe', { subtitle: '2026-11-02', amount: 1914.05, currency: 'AED' }),
];

const CATALOGUE = {
  ...TEST_CATALOGUE,
  recordPaths: {
    person: (id: string) => `/people/overview/${id}`,
    card: (id: string) => `/cards/overview/${id}`,
    expense: (id: string) => `/expenses?expense=${id}`,
  },
};

describe('searchEntries', () => {
  it('puts the pages first, then the record groups in People, Cards, Bills, Expenses, Companies order, leaving out kinds that cannot open', () => {
    const unordered = [HITS[2], HITS[1], hit('bill', '7', 'INV-7'), HITS[0]];
    const { groups, all } = searchEntries([], unordered, (kind) => kind !== 'bill');
    expect(groups.map((group) => group.kind)).toEqual(['person', 'card', 'expense']);
    expect(all.map((entry) => entry.key)).toEqual(['person:12', 'card:101', 'expense:24']);
  });
});

const dialog = () => (
  <MemoryRouter>
    <SearchDialog open onClose={() => undefined} onOpenCompany={() => undefined} />
  </MemoryRouter>
);

describe('SearchDialog records', () => {
  it('asks the dataProvider once the typing rests, shows the groups with a card’s last four and the amount, and arrows move through them', async () => {
    const searchRecords = vi.fn(async () => HITS);
    renderInAdmin(dialog(), {
      dataProvider: { searchRecords },
      catalogue: CATALOGUE,
      permissions: [],
    });
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'omar' } });
    expect(screen.getByText('Searching records…')).toBeTruthy();

    const people = await screen.findByRole('list', { name: 'People' });
    expect(searchRecords).toHaveBeenCalledTimes(1);
    expect(searchRecords.mock.calls[0]).toEqual(['omar', 5, expect.anything()]);
    expect(within(people).getByRole('link', { name: 'Omar Haddad' }).getAttribute('href')).toBe('/people/overview/12');
    expect(within(screen.getByRole('list', { name: 'Cards' })).getByRole('link').textContent).toContain('Omar travel •••• 4242');
    const expenses = screen.getByRole('list', { name: 'Expenses' });
    expect(expenses.textContent).toContain('02/11/2026');
    expect(expenses.textContent).toMatch(/AED\s1,914\.05/);
    expect(screen.getByText('No routes found')).toBeTruthy();

    expect(within(people).getByRole('link').getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(
      within(screen.getByRole('list', { name: 'Cards' }))
        .getByRole('link')
        .getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(within(expenses).getByRole('link').getAttribute('aria-current')).toBe('true');
  });

  it('says so when no record matches and when the search failed; one character asks nothing', async () => {
    const searchRecords = vi.fn(async (q: string) => {
      if (q === 'boom') throw new Error('down');
      return [];
    });
    renderInAdmin(dialog(), {
      dataProvider: { searchRecords },
      catalogue: CATALOGUE,
      permissions: [],
    });
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'z' } });
    expect(screen.queryByText('Searching records…')).toBeNull();
    fireEvent.change(input, { target: { value: 'zzqx' } });
    expect(await screen.findByText('No people, cards, bills, expenses or companies match “zzqx”')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'boom' } });
    expect(await screen.findByText("Records couldn't be searched. Try again.")).toBeTruthy();
    expect(searchRecords.mock.calls.map(([q]) => q)).toEqual(['zzqx', 'boom']);
  });
});
