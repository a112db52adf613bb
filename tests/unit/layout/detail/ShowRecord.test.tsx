// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { ShowRecord } from '../../../../src/layout/detail/ShowRecord';
import { retryUnlessNotFound } from '../../../../src/providers/queryClient';
import { renderInAdmin } from '../../../support/renderInAdmin';
import { TEST_CATALOGUE } from '../../../support/testCatalogue';

afterEach(cleanup);

/** The app's retry rule, without waiting between retries. */
const appLikeQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessNotFound, retryDelay: 0 } } });

describe('ShowRecord not found (issue 21 item 8)', () => {
  it('shows the not-found page after one request, with the breadcrumb and a link back to the list', async () => {
    const getOne = vi.fn().mockRejectedValue(new HttpError('No query results.', 404));
    renderInAdmin(
      <MemoryRouter>
        <ShowRecord resource="cards" id={77} notFound={{ kind: 'card', listPath: '/cards' }}>
          {() => <p>the card</p>}
        </ShowRecord>
      </MemoryRouter>,
      { dataProvider: { getOne }, queryClient: appLikeQueryClient(), catalogue: TEST_CATALOGUE },
    );
    expect(await screen.findByRole('heading', { name: /^This card was not found in / })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Not found');
    expect(screen.getByRole('link', { name: 'Back to Cards' }).getAttribute('href')).toBe('/cards');
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('offers a retry for another failure instead', async () => {
    const getOne = vi.fn().mockRejectedValue(new HttpError('Server down', 500));
    renderInAdmin(
      <MemoryRouter>
        <ShowRecord resource="people" id={5} notFound={{ kind: 'person', listPath: '/people' }}>
          {() => <p>the person</p>}
        </ShowRecord>
      </MemoryRouter>,
      { dataProvider: { getOne }, catalogue: TEST_CATALOGUE },
    );
    expect(await screen.findByText('Server down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /was not found/ })).toBeNull();
  });
});
