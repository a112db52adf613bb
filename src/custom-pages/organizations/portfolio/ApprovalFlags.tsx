import { Box, Button, Chip, List, ListItem, Typography } from '@mui/material';
import { HttpError, maxLength, required, TextInput, useTranslate } from 'react-admin';
import { OVERRIDE_REASON_MAX } from '../../../domain/approvalInbox';
import { statusChip } from '../../../domain/statusColors';
import { DialogForm } from '../../../layout/dialogs/DialogForm';
import type { ApprovalItem } from '../../../providers/data/methods/portfolio';
import { useExplanationText } from '../../smart-comply/useExplanationText';
import { P } from './PortfolioParts';
import { useDecideApprovals } from './usePortfolio';

type Flag = ApprovalItem['compliance_flags'][number];

/** What the flags and the approve-anyway dialog read of an inbox row. */
export type FlaggedRow = Pick<ApprovalItem, 'company_id' | 'company_name' | 'type' | 'title' | 'compliance_flags'> & { record_id: number };

/** A flag's words: its rule and its severity ('Possible duplicates · High'), the chip's text (never colour alone). */
export function useFlagName(): (flag: Flag) => string {
  const translate = useTranslate();
  return (flag) =>
    translate(`${P}.approval.flag_chip`, {
      rule: translate(`spendboard.compliance.kinds.${flag.rule_kind}`),
      severity: translate(`spendboard.compliance.severity.${flag.severity}`),
    });
}

/** One open flag: the rule's words and the severity, the severity's colour on the border. */
export const FlagChip = ({ flag }: { flag: Flag }) => {
  const name = useFlagName();
  const { color } = statusChip('compliance_severity', flag.severity);
  return (
    <Chip size="small" variant="outlined" color={color} label={name(flag)} data-flag={flag.rule_kind} sx={{ color: 'text.primary' }} />
  );
};

/** The flags cell of a row: its open flags and, when there are any, the way to approve it anyway. */
export const FlagsCell = ({ row, onApproveAnyway }: { row: FlaggedRow; onApproveAnyway: (row: FlaggedRow) => void }) => {
  const translate = useTranslate();
  if (row.compliance_flags.length === 0) return <>—</>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {row.compliance_flags.map((flag) => (
        <FlagChip key={flag.id} flag={flag} />
      ))}
      <Button
        size="small"
        aria-label={translate(`${P}.approval.approve_anyway_name`, { title: row.title })}
        onClick={() => onApproveAnyway(row)}
      >
        {translate(`${P}.approval.approve_anyway`)}
      </Button>
    </Box>
  );
};

/** The API names the reason `items.0.override_reason`; the form's field is `override_reason`. */
const renameFields = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^items\.\d+\./, ''), message]));

/**
 * Approving a flagged item: its open flags, each with why it fired, and the reason the approver gives
 * (required; kept in the record's audit trail). Only its button sends, with the explicit override.
 */
export const ApproveAnywayDialog = ({ row, onClose, onDone }: { row: FlaggedRow | null; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const explain = useExplanationText();
  const name = useFlagName();
  const decide = useDecideApprovals();
  if (!row) return null;
  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate(`${P}.approval.approve_anyway_title`, { title: row.title })}
      saveLabel={translate(`${P}.approval.approve_anyway_confirm`)}
      renameFields={renameFields}
      onSubmit={async (values) => {
        const [result] = await decide.mutateAsync([
          {
            company_id: row.company_id,
            type: row.type,
            id: row.record_id,
            decision: 'approve',
            override_flags: true,
            override_reason: String(values.override_reason ?? '').trim(),
          },
        ]);
        // The item's own refusal (another rule of its company): the error dialog says it.
        if (result && !result.ok) throw new HttpError(result.message ?? '', result.status, { message: result.message ?? '' });
        onDone();
      }}
      successNotice={{ notice: 'approval_overridden', args: { title: row.title } }}
    >
      <Typography>{translate(`${P}.approval.approve_anyway_intro`)}</Typography>
      <List dense aria-label={translate(`${P}.approval.flags`)} sx={{ py: 0 }}>
        {row.compliance_flags.map((flag) => (
          <ListItem key={flag.id} disableGutters sx={{ display: 'block' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {name(flag)}
            </Typography>
            <Typography component="span" sx={{ display: 'block' }}>
              {explain(flag.explanation)}
            </Typography>
          </ListItem>
        ))}
      </List>
      <TextInput
        source="override_reason"
        label={`${P}.approval.override_reason`}
        helperText={`${P}.approval.override_reason_help`}
        multiline
        minRows={2}
        fullWidth
        validate={[required(`${P}.approval.override_reason_required`), maxLength(OVERRIDE_REASON_MAX)]}
      />
    </DialogForm>
  );
};
