import { SelectInput, TextInput, maxLength, required } from 'react-admin';
import { tagColourChoices } from './tagChoices';

/** A tag's fields, for create and edit; the API checks them again (a taken name comes back on `name`). */
export const TagInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(60)]} autoFocus />
    <SelectInput source="colour" choices={tagColourChoices} validate={required()} />
    <TextInput source="group" validate={maxLength(60)} helperText="resources.tags.help.group" />
  </>
);
