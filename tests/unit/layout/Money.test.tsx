// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { formatMoney } from '../../../src/domain/amounts';
import { Money } from '../../../src/layout/Money';
import { renderInAdmin } from '../../support/renderInAdmin';

afterEach(cleanup);

describe('<Money>', () => {
  it('shows the amount with its currency for English, in tabular digits', async () => {
    const { container } = renderInAdmin(<Money amount={11429} currency="AED" />);
    const money = await screen.findByText('AED 11,429.00');
    expect(money.textContent).toBe(formatMoney(11429, 'AED', 'en'));
    expect(getComputedStyle(money).fontVariantNumeric).toBe('tabular-nums');
    expect(container.textContent).not.toMatch(/11429/);
  });

  it('follows the Arabic locale', async () => {
    renderInAdmin(<Money amount={11429} currency="AED" />, { locale: 'ar' });
    expect((await screen.findByText(/AED/, { selector: '[data-money]' })).textContent).toBe(formatMoney(11429, 'AED', 'ar'));
  });

  it("shows '-' for 0 or no amount (spec §5), unless asked to show zero", async () => {
    const { unmount } = renderInAdmin(<Money amount={0} currency="AED" />);
    expect(await screen.findByText('-')).toBeTruthy();
    unmount();
    renderInAdmin(<Money amount={0} currency="AED" showZero />);
    expect(await screen.findByText('AED 0.00')).toBeTruthy();
  });
});
