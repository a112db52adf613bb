import { SelectInput, TextInput, maxLength, required } from 'react-admin';
import type { PaymentMethod } from '../../api/schema';
import { DefaultInput } from '../../layout/inputs/DefaultInput';
import { paymentMethodTypeChoices } from './paymentMethodChoices';

/** A payment method's fields, for create and edit; the API checks them again (a taken name comes back on `name`). */
export const PaymentMethodInputs = ({ record }: { record?: PaymentMethod }) => (
  <>
    <SelectInput source="type" choices={paymentMethodTypeChoices} validate={required()} />
    <TextInput source="name" validate={[required(), maxLength(80)]} />
    <TextInput source="details" validate={maxLength(200)} helperText="resources.payment-methods.help.details" multiline />
    <DefaultInput resource="payment-methods" isDefault={record?.is_default ?? false} />
  </>
);
