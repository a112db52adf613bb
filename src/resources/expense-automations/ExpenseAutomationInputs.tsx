import { TextInput, maxLength, required } from 'react-admin';

/** A expense automation's fields, for create and edit; the API checks them again (a taken name comes back on `name`). */
export const ExpenseAutomationInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(60)]} autoFocus />
    <TextInput source="code" validate={maxLength(20)} />
  </>
);
