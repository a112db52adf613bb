import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../../layout/dialogs/ReasonDialog';
import type { ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import type { FieldErrors } from '../../providers/public/formErrors';
import { useDecideFlag } from './useCompliance';
import { useExplanationText } from './useExplanationText';
import { useFlagRecordLabel } from './useFlagRecordLabel';

const T = 'spendboard.compliance.flags';

/** The API names a resolution's text `note`; the dialog's field is `reason`. */
const renameFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === 'note' ? 'reason' : field, message]));

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
  const decide = useDecideFlag();
  const recordLabel = useFlagRecordLabel(flag);
  const records = [
    ...flag.subject.expense_ids.map((id) => recordLabel('expense', id)),
    ...flag.subject.bill_ids.map((id) => recordLabel('bill', id)),
  ].join(', ');
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={translate(`${T}.${action}_title`)}
      message={explain(flag.explanation)}
      consequences={[translate(`${T}.${action}_consequence`, { records })]}
      label={`${T}.${action === 'resolve' ? 'note' : 'reason'}`}
      requiredMessage={`${T}.text_required`}
      confirmLabel={translate(`${T}.${action}`)}
      destructive={action === 'dismiss'}
      renameFields={renameFields}
      onConfirm={(text) => decide.mutateAsync({ id: flag.id, action, text })}
      successNotice={{ notice: action === 'resolve' ? 'compliance_flag_resolved' : 'compliance_flag_dismissed' }}
    />
  );
};
