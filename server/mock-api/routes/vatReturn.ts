import { convertCents, hasRate } from '../../../src/domain/exchangeRates.ts';
import { vatPeriod, type ToAed } from '../../../src/domain/vatReturn.ts';
import { requirePermission } from '../auth/guards.ts';
import { validationFailed } from '../http/errors.ts';
import { vatReturnOf } from '../policy/vatReturn.ts';
import { mockRateTable } from '../store/seed/exchangeRates.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** AED at the mock's rate of the record's day (`GET exchange-rates` lists the same rates); null without one. */
const toAedAtMockRates: ToAed = (cents, currency, day) => {
  const table = mockRateTable(day);
  if (!hasRate(currency, table)) return null;
  const converted = convertCents(cents, currency, table);
  return { cents: converted.cents, rate: converted.rate, asOf: currency === table.base ? null : converted.asOf };
};

/** GET vat-return (read reports): the purchase side of the UAE VAT return of the active company for a period. */
export const registerVatReturnRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/vat-return', (req, res) => {
    const { db, company } = requirePermission(req, 'read reports');
    const period = vatPeriod(typeof req.query.period === 'string' ? req.query.period : '');
    if (period === null) throw validationFailed({ period: ['The period must be a quarter (2026-Q4) or a month (2026-11).'] });
    res.json({ data: vatReturnOf(db, company, period, toAedAtMockRates) });
  });
};
