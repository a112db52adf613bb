import { RadioButtonGroupInput, required } from 'react-admin';
import { cardTypeChoices } from '../../resources/cards/cardChoices';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';

const TypeInput = () => (
  <RadioButtonGroupInput
    source="card_type"
    choices={cardTypeChoices}
    validate={required()}
    readOnly={useSectionReadOnly()}
    helperText="resources.company-settings.help.card_type"
  />
);

/** The type new cards start as (config `card_type`: virtual '1', otherwise '0'; update_card_type). */
export const CardTypeSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="card_type" readOnly={readOnly}>
    <TypeInput />
  </SettingsSection>
);
