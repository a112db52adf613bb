import { NumberInput, SelectInput, TextInput, maxLength, maxValue, minValue, regex, required } from 'react-admin';
import { validateAmount } from '../../domain/amounts';
import { vatRateChoices } from './inventoryChoices';

const quantity = [required(), minValue(0), maxValue(10_000_000)];

/** An inventory item's fields, for create and edit; the API checks them again (a taken SKU comes back on `sku`). */
export const InventoryItemInputs = () => (
  <>
    <TextInput
      source="sku"
      validate={[required(), regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/, 'resources.inventory.validation.sku')]}
      helperText="resources.inventory.help.sku"
      autoFocus
    />
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="unit" validate={[required(), maxLength(20)]} helperText="resources.inventory.help.unit" />
    <NumberInput source="unit_price" step={0.01} validate={[required(), validateAmount]} helperText="resources.inventory.help.unit_price" />
    <SelectInput source="vat_rate" choices={vatRateChoices} validate={required()} />
    <NumberInput source="quantity_on_hand" validate={quantity} />
    <NumberInput source="reorder_level" validate={quantity} helperText="resources.inventory.help.reorder_level" />
  </>
);
