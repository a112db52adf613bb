import { vatPeriod, type VatLineKey } from '../../../src/domain/vatReturn.ts';
import { requirePermission } from '../auth/guards.ts';
import { validationFailed } from '../http/errors.ts';
import { paginate } from '../http/listing.ts';
import { toAedAtMockRates, vatReturnFiguresOf, vatReturnOf } from '../policy/vatReturn.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const BAD_PERIOD = 'The period must be a quarter (2026-Q4) or a month (2026-11).';

function periodOf(value: unknown) {
  const period = vatPeriod(typeof value === 'string' ? value : '');
  if (period === null) throw validationFailed({ period: [BAD_PERIOD] });
  return period;
}

/**
 * GET vat-return (read reports): the purchase side of the UAE VAT return of the active company for a
 * period, as a summary; GET vat-return/records: one line's records a page at a time (the drill-down),
 * with the line's sums, so the return never carries every record.
 */
export const registerVatReturnRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/vat-return', (req, res) => {
    const { db, company } = requirePermission(req, 'read reports');
    res.json({ data: vatReturnOf(db, company, periodOf(req.query.period), toAedAtMockRates) });
  });

  router.get('/api/admin/vat-return/records', (req, res) => {
    const { db, company } = requirePermission(req, 'read reports');
    const period = periodOf(req.query.period);
    const key = req.query.line as VatLineKey;
    const figures = vatReturnFiguresOf(db, company, period, toAedAtMockRates);
    // The contract's validator has refused any other `line` (422), so the line is one of the return's.
    const line = figures.lines.find((each) => each.key === key)!;
    const page = paginate(
      figures.records.filter((record) => record.line === key),
      req,
    );
    res.json({ data: page.data, meta: { ...page.meta, total_amount: line.amount, total_vat: line.vat_amount } });
  });
};
