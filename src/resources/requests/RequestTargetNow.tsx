import { Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SpendRequest } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import { Fact } from '../../layout/detail/Fact';
import { Money } from '../../layout/Money';

type TargetNow = NonNullable<SpendRequest['target_now']>;
const T = 'resources.requests.now';

/**
 * Where a limit request's card or person stands now, from the API's `target_now` (its limit, what it
 * spent, and what it spent in the last 30 days): what the person deciding weighs the new limit against.
 * Nothing when the API left it out (no permission to read the target, or not a limit request).
 */
export const RequestTargetNow = ({ request }: { request: SpendRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = request.target_now;
  if (request.kind !== 'limit' || !now) return null;
  const { limit, recent_spend: recent } = now;
  const headingId = `request-${request.id}-now`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId} data-testid="request-target-now">
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${T}.title`, { target: request.target_name ?? '-' })}
      </Typography>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Fact label={translate(`${T}.limit`)}>
          <span data-testid="request-current-limit">
            {limit.mode === 'inherited' ? translate(`${T}.inherited`) : <Money amount={limit.amount} currency={limit.currency} showZero />}
          </span>
        </Fact>
        <Fact label={translate(`${T}.spent`)}>
          <span data-testid="request-spent">
            <Money amount={limit.spent} currency={limit.currency} showZero />
          </span>
        </Fact>
        <Fact label={translate(`${T}.recent`, { days: recent.days })}>
          <span data-testid="request-recent-spend">
            {translate(`${T}.recent_value`, {
              amount: formatMoney(recent.amount, recent.currency, locale),
              smart_count: recent.count,
            })}
          </span>
        </Fact>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate(`${T}.window`, {
          from: formatDate(recent.from, 'date', locale),
          to: formatDate(recent.to, 'date', locale),
        })}
      </Typography>
    </Paper>
  );
};

/** The approval's lines about the target now: its limit before → after, and its spend (lifetime and recent). */
export function targetNowConsequences(
  request: SpendRequest,
  translate: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): string[] {
  const now: TargetNow | undefined = request.target_now;
  if (request.kind !== 'limit' || !now || request.new_amount === null) return [];
  const money = (amount: number, currency: string = now.limit.currency) => formatMoney(amount, currency, locale);
  const before = now.limit.mode === 'inherited' ? translate(`${T}.inherited`) : money(now.limit.amount);
  return [
    translate(`${T}.change`, { target: request.target_name ?? '-', before, after: money(request.new_amount, request.currency) }),
    translate(`${T}.spend_line`, {
      spent: money(now.limit.spent),
      recent: money(now.recent_spend.amount, now.recent_spend.currency),
      days: now.recent_spend.days,
    }),
  ];
}
