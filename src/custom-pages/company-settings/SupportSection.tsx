import { TextArrayInput } from 'react-admin';
import type { FieldErrors } from '../../api/apiError';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';
import { emailListRules } from './settingsRules';

/** `support_admin_emails.1` → `support_admin_emails`: the list is one field. */
const onListField = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field.split('.')[0], messages]));

const EmailsInput = () => (
  <TextArrayInput
    source="support_admin_emails"
    validate={emailListRules}
    readOnly={useSectionReadOnly()}
    helperText="resources.company-settings.help.support_admin_emails"
  />
);

/** Who receives 'Need Help?' requests (config `support_admin_emails`; update support admin emails). */
export const SupportSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="support" readOnly={readOnly} renameFields={onListField}>
    <EmailsInput />
  </SettingsSection>
);
