// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SpendRequest } from '../../../../src/api/schema';
import { RequestTargetNow, targetNowConsequences } from '../../../../src/resources/requests/RequestTargetNow';
import { renderInAdmin } from '../../../support/renderInAdmin';
import { en } from '../../../../src/i18n/en';
import { formatMoney } from '../../../../src/domain/amounts';

const aed = (amount: number) => formatMoney(amount, 'AED', 'en');

const request = {
  id: 4,
  kind: 'limit',
  status: 'pending',
  currency: 'AED',
  target_type: 'card',
  target_id: 101,
  target_name: '•••• 4242 (Travel)',
  new_amount: 15000,
  target_now: {
    limit: { mode: 'limit', amount: 5000, spent: 1250.5, balance: 3749.5, currency: 'AED', inherited_from: null },
    recent_spend: { days: 30, from: '2026-10-30', to: '2026-11-28', amount: 830.25, currency: 'AED', count: 3 },
  },
} as unknown as SpendRequest;

describe("a limit request's target as it stands now", () => {
  afterEach(cleanup);

  it('shows the current limit, what it spent, and its last 30 days of spend', async () => {
    renderInAdmin(
      <MemoryRouter>
        <RequestTargetNow request={request} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('region', { name: '•••• 4242 (Travel) now' })).toBeTruthy();
    expect(screen.getByTestId('request-current-limit').textContent).toBe(aed(5000));
    expect(screen.getByTestId('request-spent').textContent).toBe(aed(1250.5));
    expect(screen.getByTestId('request-recent-spend').textContent).toBe(`${aed(830.25)} (3 expenses)`);
    expect(screen.getByText('Spent in the last 30 days')).toBeTruthy();
  });

  it('shows nothing when the API left the figures out (no permission to read the target)', () => {
    const { container } = renderInAdmin(
      <MemoryRouter>
        <RequestTargetNow request={{ ...request, target_now: undefined }} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });

  it('gives the approval its limit before → after and the spend behind it', () => {
    const polyglot = (key: string, options: Record<string, unknown> = {}) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string;
      return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
    };
    expect(targetNowConsequences(request, polyglot, 'en')).toEqual([
      `Limit of •••• 4242 (Travel): ${aed(5000)} → ${aed(15000)}`,
      `It has spent ${aed(1250.5)}, ${aed(830.25)} of it in the last 30 days.`,
    ]);
    expect(targetNowConsequences({ ...request, target_now: undefined }, polyglot, 'en')).toEqual([]);
  });
});
