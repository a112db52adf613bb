import { NumberInput, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { RuleListInput } from './RuleListInput';

/** A classification's fields: its name, priority and matching rules (any one matching is enough). */
export const ClassificationInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(60)]} autoFocus />
    <NumberInput
      source="priority"
      validate={[required(), minValue(1), maxValue(999)]}
      step={1}
      helperText="resources.classifications.help.priority"
    />
    <RuleListInput source="senders" />
    <RuleListInput source="subject_keywords" />
    <RuleListInput source="body_keywords" />
  </>
);
