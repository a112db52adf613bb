import { SelectInput, required } from 'react-admin';
import { currencyChoices } from '../../resources/cards/cardChoices';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';

const CurrencyInput = () => (
  <SelectInput
    source="card_currency"
    choices={currencyChoices}
    validate={required()}
    readOnly={useSectionReadOnly()}
    helperText="resources.company-settings.help.card_currency"
  />
);

/** The currency new cards start in (config `card_currency`; update_card_currency). */
export const CardCurrencySection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="card_currency" readOnly={readOnly}>
    <CurrencyInput />
  </SettingsSection>
);
