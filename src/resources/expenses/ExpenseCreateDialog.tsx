import { useRef } from 'react';
import {
  AutocompleteInput,
  FileField,
  FileInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useLocaleState,
  useLocation,
  useNavigate,
  useTranslate,
} from 'react-admin';
import type { Expense } from '../../api/schema';
import { formatMoney, validateAmount } from '../../domain/amounts';
import { CURRENCIES } from '../../domain/contractLists';
import { categoryLabel } from '../../domain/categoryTree';
import { uploadProblem } from '../../domain/fileFormats';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { DayInput } from '../../layout/inputs/DayInput';
import { useAllowedFormats } from '../../providers/access/useAllowedFormats';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { expenseWriteAlso } from '../shared/expenses/expenseWrites';
import { expenseLink } from '../shared/expenses';
import { OPTIONS_PAGE_SIZE } from '../../domain/optionLists';
import { serverToday } from '../../providers/serverToday';

const label = (field: string) => `spendboard.expenses.create.${field}`;
const currencyChoices = CURRENCIES.map((currency) => ({ id: currency, name: currency }));
const notInFuture = (value: unknown) => (typeof value === 'string' && value > serverToday() ? label('future') : undefined);

/** The same checks as the drawer's upload: an allowed type, at most 5 MB. */
function receiptProblem(file: File | undefined, formats: readonly string[]) {
  const problem = file && uploadProblem(file, formats);
  return problem ? { message: `spendboard.expenses.receipt.${problem}`, args: { formats: formats.join(', ') } } : undefined;
}

type CreateValues = {
  member_id: number;
  merchant: string;
  spent_at: string;
  amount: number;
  currency: Expense['currency'];
  category_id: number;
  description?: string;
  receipt?: { rawFile: File } | null;
};

/**
 * A new out-of-pocket expense (`?action=create`): for a person, with its merchant, day, amount,
 * category, description and optionally its receipt; it starts as `manual` and opens in the drawer.
 */
const ExpenseCreateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const navigate = useNavigate();
  const location = useLocation();
  const { formats } = useAllowedFormats();
  const createdId = useRef<number | null>(null);
  const create = async (values: Record<string, unknown>) => {
    const { receipt, ...fields } = values as CreateValues;
    const { data: created } = await dataProvider.create<Expense>('expenses', {
      data: { ...fields, description: fields.description?.trim() || undefined },
    });
    const saved = receipt?.rawFile ? await dataProvider.uploadExpenseReceipt(created.id, receipt.rawFile) : created;
    createdId.current = created.id;
    applyWritten('expenses', saved, expenseWriteAlso(created.id));
  };
  // After a save the dialog closes (dropping `?action=create`) and the new expense opens in the drawer.
  const close = () => {
    onClose();
    if (createdId.current === null) return;
    const params = new URLSearchParams(location.search);
    params.delete('action');
    navigate(expenseLink({ pathname: location.pathname, search: params.toString() }, createdId.current));
    createdId.current = null;
  };
  return (
    <DialogForm
      open={open}
      onClose={close}
      title={translate(label('title'))}
      record={{ currency: 'AED', spent_at: serverToday() }}
      onSubmit={create}
      successNotice={(values) => ({
        notice: 'expense_created',
        args: { merchant: values.merchant, amount: formatMoney(Number(values.amount), String(values.currency), locale) },
      })}
    >
      <ReferenceInput source="member_id" reference="people" perPage={OPTIONS_PAGE_SIZE}>
        <AutocompleteInput label={label('member_id')} validate={required()} />
      </ReferenceInput>
      <TextInput source="merchant" label={label('merchant')} validate={[required(), maxLength(120)]} />
      <DayInput source="spent_at" label={label('spent_at')} validate={[required(), notInFuture]} />
      <NumberInput source="amount" label={label('amount')} step={0.01} validate={[required(), minValue(0.01), validateAmount]} />
      <SelectInput source="currency" label={label('currency')} choices={currencyChoices} validate={required()} />
      <ReferenceInput
        source="category_id"
        reference="categories"
        perPage={OPTIONS_PAGE_SIZE}
        filter={{ status: 'active' }}
        sort={{ field: 'tree', order: 'ASC' }}
      >
        <AutocompleteInput label={label('category_id')} optionText={categoryLabel} validate={required()} />
      </ReferenceInput>
      <TextInput source="description" label={label('description')} multiline validate={maxLength(500)} />
      <FileInput
        source="receipt"
        label={label('receipt')}
        validate={(value: { rawFile?: File } | null) => receiptProblem(value?.rawFile, formats)}
        options={{ multiple: false }}
      >
        <FileField source="src" title="title" />
      </FileInput>
    </DialogForm>
  );
};
export default ExpenseCreateDialog;
