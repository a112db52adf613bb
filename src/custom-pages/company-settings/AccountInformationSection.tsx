import { SelectInput, TextInput } from 'react-admin';
import { currencyChoices } from '../../resources/cards/cardChoices';
import { IbanInput } from './IbanInput';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';
import { nameRules } from './settingsRules';

const AccountInputs = () => {
  const readOnly = useSectionReadOnly();
  return (
    <>
      <TextInput source="bank_name" validate={nameRules(100)} readOnly={readOnly} />
      <TextInput source="account_holder_name" validate={nameRules(150)} readOnly={readOnly} />
      <TextInput source="account_number" validate={nameRules(20)} readOnly={readOnly} />
      <IbanInput />
      <TextInput source="swift_bic" validate={nameRules(11)} readOnly={readOnly} />
      <SelectInput source="currency" choices={currencyChoices} validate={nameRules(3)} readOnly={readOnly} />
    </>
  );
};

/** The bank account that funds the wallet (update account information). */
export const AccountInformationSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="account_information" readOnly={readOnly}>
    <AccountInputs />
  </SettingsSection>
);
