import { useTranslate } from 'react-admin';
import type { Limit } from '../../../api/schema';
import { Money } from '../../../layout/Money';

/**
 * A limit's cap in a table cell (the money model): the amount of a cap; for an account without a cap
 * of its own, what it is instead ('None of its own', 'No cap: spends what it holds') — never its money.
 */
export const LimitCap = ({ limit, currency }: { limit: Limit | undefined; currency: string }) => {
  const translate = useTranslate();
  if (!limit) return null;
  if (limit.mode === 'limit') return <Money amount={limit.amount} currency={limit.currency ?? currency} />;
  return <>{translate(`spendboard.limits.figures.no_cap.${limit.mode}`)}</>;
};
