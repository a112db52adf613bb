import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Limit } from '../../../api/schema';
import { holdsMoney, leftUnderLimit } from '../../../domain/moneyModel';
import { Fact } from '../../../layout/detail/Fact';
import { Money } from '../../../layout/Money';

/**
 * The same three figures wherever an account's limit shows (the money model, `src/domain/moneyModel.ts`):
 * its limit (a cap, or none of its own), what was spent against it, and its funded balance — the money
 * it holds, the only money that can be moved out of it. A cap also shows what is left under it.
 */
export const LimitFigures = ({ limit }: { limit: Limit }) => {
  const translate = useTranslate();
  const left = leftUnderLimit(limit);
  const prefunded = holdsMoney(limit.mode);
  return (
    <>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        <Fact label={translate('spendboard.limits.figures.limit')}>
          {limit.mode === 'limit' ? (
            <Money amount={limit.amount} currency={limit.currency} />
          ) : (
            translate(`spendboard.limits.figures.no_cap.${limit.mode}`)
          )}
        </Fact>
        <Fact label={translate('spendboard.limits.figures.spent')}>
          <Money amount={limit.spent} currency={limit.currency} />
        </Fact>
        {left !== null && (
          <Fact label={translate('spendboard.limits.figures.left')}>
            <Money amount={left} currency={limit.currency} />
          </Fact>
        )}
        <Fact label={translate('spendboard.limits.figures.funded')}>
          <Money amount={limit.balance} currency={limit.currency} />
        </Fact>
      </Stack>
      {!prefunded && (
        <Typography variant="body2" color="text.secondary" mt={1}>
          {translate('spendboard.limits.figures.holds_none')}
        </Typography>
      )}
    </>
  );
};
