import { TextInput } from 'react-admin';
import { useSectionReadOnly } from './SettingsSection';
import { ibanRules } from './settingsRules';

/** An IBAN, checked with the mod-97 rule before it is sent (the API checks it again). */
export const IbanInput = () => (
  <TextInput source="iban" validate={ibanRules} readOnly={useSectionReadOnly()} helperText="resources.company-settings.help.iban" />
);
