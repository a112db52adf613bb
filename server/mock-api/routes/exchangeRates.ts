import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { validateDayField } from '../../../src/domain/dates.ts';
import { optionalCompany } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { rejectInvalid } from '../http/errors.ts';
import { MOCK_RATE_SOURCE, mockRateTable } from '../store/seed/exchangeRates.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * GET exchange-rates: the rates into AED in force on `date` (today when absent; a later day answers
 * today's), base currency first. Reference data: any signed-in user, and with X-Tenant only a member of
 * that company (403 otherwise). A bad `date` is a 422 on `date`.
 */
export const registerExchangeRateRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/exchange-rates', (req, res) => {
    optionalCompany(req);
    const asked = typeof req.query.date === 'string' ? req.query.date : undefined;
    if (asked !== undefined && validateDayField(asked)) rejectInvalid({ date: ['The date is not a valid date (YYYY-MM-DD).'] });
    const today = dubaiToday(mockContext(req).store.now());
    const table = mockRateTable(asked && asked < today ? asked : today);
    const data = Object.entries(table.rates)
      .sort(([a], [b]) => Number(b === table.base) - Number(a === table.base) || a.localeCompare(b))
      .map(([currency, rate]) => ({ currency, base_currency: table.base, rate, as_of: table.asOf, source: MOCK_RATE_SOURCE }));
    res.json({ data, meta: { total: data.length, current_page: 1, per_page: Math.max(data.length, 1), last_page: 1 } });
  });
};
