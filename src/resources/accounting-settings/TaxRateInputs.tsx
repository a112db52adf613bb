import { NumberInput, SelectInput, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { taxRateTypeChoices } from './accountingChoices';

/** A tax rate's fields; a zero-rated or exempt rate is 0 % (the API says so on `rate`). */
export const TaxRateInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(60)]} autoFocus />
    <NumberInput source="rate" validate={[required(), minValue(0), maxValue(100)]} step={0.01} helperText="resources.tax-rates.help.rate" />
    <SelectInput source="type" choices={taxRateTypeChoices} validate={required()} />
  </>
);
