import { Stack } from '@mui/material';
import { AutocompleteInput, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { DayInput } from '../../layout/inputs/DayInput';
import type { CompanySettingsValues, CompanySettingsWrites } from '../../providers/data/methods/companySettings';
import { useCountries } from '../../resources/cards/useCardControls';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';
import { emailRules, nameRules, phoneRules, trnRules, websiteRules } from './settingsRules';

type Information = CompanySettingsValues['company_information'];

/** Spec §9: the default country code. */
const DEFAULT_COUNTRY = 'AE';

const toForm = (information: Information): FieldValues => ({
  ...information,
  address: { ...information.address, country_code: information.address.country_code || DEFAULT_COUNTRY },
});

/** Empty optional texts are sent as null; the country defaults to AE. */
const toWrite = (values: FieldValues): CompanySettingsWrites['company_information'] => {
  const information = values as Information;
  return {
    ...information,
    website: information.website || null,
    description: information.description || null,
    address: { ...information.address, country_code: information.address.country_code || DEFAULT_COUNTRY },
  };
};

const CountryInput = () => {
  const readOnly = useSectionReadOnly();
  const countries = useCountries();
  const choices = (countries.data ?? []).map((country) => ({ id: country.code ?? String(country.id), name: country.display_name }));
  return <AutocompleteInput source="address.country_code" choices={choices} isPending={countries.isPending} readOnly={readOnly} />;
};

const InformationInputs = () => {
  const readOnly = useSectionReadOnly();
  return (
    <>
      <TextInput source="name" validate={nameRules(100)} readOnly={readOnly} />
      <TextInput source="legal_name" validate={nameRules(150)} readOnly={readOnly} />
      <TextInput source="trn" validate={trnRules} readOnly={readOnly} helperText="resources.company-settings.help.trn" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="trade_license_number" validate={nameRules(50)} readOnly={readOnly} />
        <DayInput source="trade_license_expiry" validate={nameRules(10)} readOnly={readOnly} />
      </Stack>
      <TextInput source="address.line1" validate={nameRules(150)} readOnly={readOnly} />
      <TextInput source="address.line2" readOnly={readOnly} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="address.city" validate={nameRules(100)} readOnly={readOnly} />
        <TextInput source="address.postal_code" readOnly={readOnly} />
      </Stack>
      <CountryInput />
      <TextInput source="contact_email" type="email" validate={emailRules} readOnly={readOnly} />
      <TextInput source="phone" type="tel" validate={phoneRules} readOnly={readOnly} />
      <TextInput source="website" type="url" validate={websiteRules} readOnly={readOnly} />
      <TextInput source="description" multiline minRows={2} readOnly={readOnly} />
    </>
  );
};

/** Name, legal name, TRN, trade licence, address, contacts (update company information). */
export const CompanyInformationSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="company_information" readOnly={readOnly} toForm={toForm} toWrite={toWrite}>
    <InformationInputs />
  </SettingsSection>
);
