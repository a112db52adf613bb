import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Money } from '../../layout/Money';
import type { ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import { billPaths } from '../../resources/bills/paths';
import { expensePaths } from '../../resources/expenses/paths';
import { useFlagRecordLabel } from './useFlagRecordLabel';
import { useExplanationText } from './useExplanationText';

/** The pieces of a flag's row and phone card: its amount, records, decision, actions. */
const T = 'spendboard.compliance';

export type Decide = (flag: ComplianceFlagRecord, action: 'resolve' | 'dismiss') => void;

/** The amount at stake, in the flag's currency. */
export const FlagMoney = ({ flag }: { flag: ComplianceFlagRecord }) => (
  <Money amount={flag.amount} currency={String(flag.explanation.params.currency ?? 'AED')} />
);

/**
 * Links to the expenses and bills the flag names (its evidence), each by its merchant or vendor and
 * amount, opening the record itself. Inline elements only: a phone card holds them in a paragraph.
 */
export const RecordLinks = ({ flag }: { flag: ComplianceFlagRecord }) => {
  const label = useFlagRecordLabel(flag);
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      {flag.subject.expense_ids.map((id) => (
        <Link key={`e${id}`} component={RouterLink} to={expensePaths.detail(id)} sx={{ whiteSpace: 'nowrap' }}>
          {label('expense', id)}
        </Link>
      ))}
      {flag.subject.bill_ids.map((id) => (
        <Link key={`b${id}`} component={RouterLink} to={billPaths.detail(id)} sx={{ whiteSpace: 'nowrap' }}>
          {label('bill', id)}
        </Link>
      ))}
    </Box>
  );
};

/** Who decided a resolved or dismissed flag, and their note or reason. */
export const Decided = ({ flag }: { flag: ComplianceFlagRecord }) => {
  const translate = useTranslate();
  if (!flag.resolution) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {translate(`${T}.flags.decided`, {
        text: flag.resolution.text,
        by: flag.resolution.by ? `${flag.resolution.by.first_name} ${flag.resolution.by.last_name}` : '',
      })}
    </Typography>
  );
};

/** Resolve and dismiss, for an open flag. */
export const FlagActions = ({ flag, onDecide }: { flag: ComplianceFlagRecord; onDecide: Decide }) => {
  const translate = useTranslate();
  if (flag.status !== 'open') return null;
  return (
    <>
      <Button size="small" onClick={() => onDecide(flag, 'resolve')}>
        {translate(`${T}.flags.resolve`)}
      </Button>
      <Button size="small" color="inherit" onClick={() => onDecide(flag, 'dismiss')}>
        {translate(`${T}.flags.dismiss`)}
      </Button>
    </>
  );
};

/**
 * A flag's card below 600 px (under its rule and amount): why it fired, its severity and status,
 * the records it names and its actions. Inline elements only (the card's text is a paragraph).
 */
export const FlagCard = ({ flag, canManage, onDecide }: { flag: ComplianceFlagRecord; canManage: boolean; onDecide: Decide }) => {
  const translate = useTranslate();
  const explain = useExplanationText();
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
      <Box component="span" sx={{ color: 'text.primary' }}>
        {explain(flag.explanation)}
      </Box>
      <Decided flag={flag} />
      <Box component="span">
        {`${translate(`${T}.flags.severity`)}: ${translate(`${T}.severity.${flag.severity}`)} · ${translate(`${T}.flags.status`)}: ${translate(`spendboard.status.compliance_flag.${flag.status}`)}`}
      </Box>
      <RecordLinks flag={flag} />
      {canManage && flag.status === 'open' ? (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginInlineStart: -1 }}>
          <FlagActions flag={flag} onDecide={onDecide} />
        </Box>
      ) : null}
    </Box>
  );
};
