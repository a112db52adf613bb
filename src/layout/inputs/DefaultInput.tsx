import { BooleanInput, useTranslate } from 'react-admin';

/**
 * The `is_default` switch of a catalogue with one default. The current default cannot be switched
 * off (another record is made the default instead): it is then disabled and says so.
 */
export const DefaultInput = ({ resource, isDefault }: { resource: string; isDefault: boolean }) => {
  const translate = useTranslate();
  return (
    <BooleanInput
      source="is_default"
      disabled={isDefault}
      helperText={translate(`resources.${resource}.help.${isDefault ? 'is_default_locked' : 'is_default'}`)}
    />
  );
};
