// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { WalletOverview } from '../../../../src/resources/financial-account/WalletOverview';
import { renderInAdmin } from '../../../support/renderInAdmin';

describe('the wallet overview while the wallet loads', () => {
  afterEach(cleanup);

  it('is a named progress bar, which axe accepts (a labelled plain span is a serious violation)', async () => {
    const { container } = renderInAdmin(<WalletOverview wallet={undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-progressbar-name'], resultTypes: ['violations'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
