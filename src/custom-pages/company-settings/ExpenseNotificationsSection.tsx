import { CheckboxGroupInput, RadioButtonGroupInput, required } from 'react-admin';
import { EXPENSE_NOTIFICATION_FREQUENCIES, EXPENSE_NOTIFICATION_RECIPIENTS } from '../../domain/contractLists';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';

const recipientChoices = EXPENSE_NOTIFICATION_RECIPIENTS.map((recipient) => ({
  id: recipient,
  name: `resources.company-settings.recipients.${recipient}`,
}));
const frequencyChoices = EXPENSE_NOTIFICATION_FREQUENCIES.map((frequency) => ({
  id: frequency,
  name: `resources.company-settings.frequencies.${frequency}`,
}));

const EVENTS = ['new_expense', 'pending_expense', 'rejected_expense'] as const;

const NotificationInputs = () => {
  const readOnly = useSectionReadOnly();
  return (
    <>
      {EVENTS.map((event) => (
        <CheckboxGroupInput key={event} source={event} choices={recipientChoices} readOnly={readOnly} />
      ))}
      <RadioButtonGroupInput source="frequency" choices={frequencyChoices} validate={required()} readOnly={readOnly} />
    </>
  );
};

/** Who hears of new, pending and rejected expenses, and how often (update expense notification setting). */
export const ExpenseNotificationsSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="expense_notifications" readOnly={readOnly}>
    <NotificationInputs />
  </SettingsSection>
);
