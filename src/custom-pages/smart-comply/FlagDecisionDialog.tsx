import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import { useDecideFlag } from './useCompliance';
import { useExplanationText } from './useExplanationText';
import { useFlagRecordLabel } from './useFlagRecordLabel';

const T = 'spendboard.compliance.flags';

/** Resolve (with a note) or dismiss (with a reason) one open flag; the text is required. */
export const FlagDecisionDialog = ({
  flag,
  action,
  onClose,
}: {
  flag: ComplianceFlagRecord;
  action: 'resolve' | 'dismiss';
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const explain = useExplanationText();
  const notice = useSuccessNotice();
  const decide = useDecideFlag();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const recordLabel = useFlagRecordLabel(flag);
  const records = [
    ...flag.subject.expense_ids.map((id) => recordLabel('expense', id)),
    ...flag.subject.bill_ids.map((id) => recordLabel('bill', id)),
  ].join(', ');
  const label = translate(`${T}.${action === 'resolve' ? 'note' : 'reason'}`);
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={translate(`${T}.${action}_title`)}
      message={explain(flag.explanation)}
      consequences={[translate(`${T}.${action}_consequence`, { records })]}
      confirmLabel={translate(`${T}.${action}`)}
      destructive={action === 'dismiss'}
      onConfirm={async () => {
        if (text.trim() === '') {
          setMissing(true);
          throw new Error(translate(`${T}.text_required`));
        }
        await decide.mutateAsync({ id: flag.id, action, text: text.trim() });
        notice(action === 'resolve' ? 'compliance_flag_resolved' : 'compliance_flag_dismissed');
      }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
        required
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        error={missing}
        helperText={missing ? translate(`${T}.text_required`) : undefined}
      />
    </ConfirmDialog>
  );
};
