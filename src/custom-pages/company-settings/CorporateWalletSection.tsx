import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { currencyChoices } from '../../resources/cards/cardChoices';
import { IbanInput } from './IbanInput';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';
import { amountRules, nameRules } from './settingsRules';

const WalletInputs = () => {
  const readOnly = useSectionReadOnly();
  return (
    <>
      <TextInput source="wallet_name" validate={nameRules(100)} readOnly={readOnly} />
      <IbanInput />
      <SelectInput source="currency" choices={currencyChoices} validate={nameRules(3)} readOnly={readOnly} />
      <NumberInput
        source="low_balance_alert_amount"
        validate={amountRules}
        readOnly={readOnly}
        helperText="resources.company-settings.help.low_balance_alert_amount"
      />
    </>
  );
};

/** The corporate e-wallet: name, IBAN (mod-97), low-balance alert (update corporate e-wallet information). */
export const CorporateWalletSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="corporate_wallet" readOnly={readOnly}>
    <WalletInputs />
  </SettingsSection>
);
