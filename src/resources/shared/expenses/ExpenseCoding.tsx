import { Alert, Stack, Typography } from '@mui/material';
import { Form, maxLength, minValue, NumberInput, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Expense } from '../../../api/schema';
import { isValidUaeTrn } from '../../../domain/uaeIdentifiers';
import { SubmitButton } from '../../../layout/forms/SubmitButton';
import { useFormSubmit } from '../../../layout/forms/useFormSubmit';
import { ReportUnsavedToDrawer } from '../../../layout/drawer/DrawerUnsavedGuard';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../../providers/data/writtenRecord';
import { expenseWriteAlso } from './expenseWrites';
import type { ExpenseCoding as CodingWrite } from '../../../providers/data/methods/expenses';
import { CatalogueInput, CodingInputs } from './CodingInputs';

const label = (field: string) => `spendboard.expenses.coding.${field}`;

const validTrn = (value: unknown) => (value && !isValidUaeTrn(String(value)) ? label('trn_invalid') : undefined);
const notAboveAmount = (amount: number) => (value: unknown) =>
  typeof value === 'number' && value > amount ? label('vat_above_amount') : undefined;

/** The coding fields of an expense, as the form edits them. */
const codingOf = (expense: Expense) => ({
  id: expense.id,
  category_id: expense.category_id,
  project_id: expense.project_id,
  tag_ids: expense.tag_ids,
  counterpart_id: expense.counterpart_id,
  branch_id: expense.branch_id,
  vat_amount: expense.vat_amount,
  supplier_trn: expense.supplier_trn,
  description: expense.description,
});

const toCodingWrite = (values: Record<string, unknown>): CodingWrite => ({
  category_id: (values.category_id as number | null) ?? null,
  project_id: (values.project_id as number | null) ?? null,
  tag_ids: (values.tag_ids as number[] | null) ?? [],
  counterpart_id: (values.counterpart_id as number | null) ?? null,
  branch_id: (values.branch_id as number | null) ?? null,
  vat_amount: (values.vat_amount as number | null) ?? null,
  supplier_trn: (values.supplier_trn as string | null) || null,
  description: String(values.description ?? ''),
});

const SaveCoding = () => {
  const translate = useTranslate();
  const { isSubmitting, isDirty } = useFormState();
  if (!isDirty && !isSubmitting) return null;
  return <SubmitButton pending={isSubmitting} label={translate(label('save'))} size="medium" />;
};

type ExpenseCodingProps = {
  expense: Expense;
  /** A holder of `update expenses`, on an expense that is not closed; otherwise the coding is read-only. */
  canEdit: boolean;
};

/**
 * The coding of an expense against the company's catalogues (category, project, tags, supplier,
 * branch), with its VAT, the supplier's TRN and the description. A holder of `update expenses` saves
 * it (each change lands in the audit trail); the API's field errors land on the fields.
 */
export const ExpenseCoding = ({ expense, canEdit }: ExpenseCodingProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const submit = useFormSubmit();
  const notice = useSuccessNotice();
  const applyWritten = useApplyWrittenRecord();
  const readOnly = !canEdit;
  const save = async (values: Record<string, unknown>) => {
    let coded: Expense | undefined;
    const errors = await submit(async () => {
      coded = await dataProvider.codeExpense(expense.id, toCodingWrite(values));
    });
    if (coded) {
      // The answer is the coded expense: shown at once, nothing else waits for a refetch.
      applyWritten('expenses', coded, expenseWriteAlso(expense.id));
      notice('expense_coded', { merchant: expense.merchant });
    }
    return errors;
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby={`expense-${expense.id}-coding`}>
      <Typography id={`expense-${expense.id}-coding`} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(label('title'))}
      </Typography>
      <Form record={codingOf(expense)} onSubmit={save} key={`${expense.id}-${readOnly}`}>
        {/* Closing the drawer with typed coding asks first (issue 35 item 6). */}
        <ReportUnsavedToDrawer what={translate(label('unsaved_what'))} />
        <Stack spacing={0}>
          <CodingInputs labelOf={label} readOnly={readOnly} />
          <CatalogueInput source="counterpart_id" reference="counterparts" label={label('counterpart_id')} readOnly={readOnly} />
          <CatalogueInput source="branch_id" reference="branches" label={label('branch_id')} readOnly={readOnly} />
          <NumberInput
            source="vat_amount"
            label={label('vat_amount')}
            step={0.01}
            validate={[minValue(0), notAboveAmount(expense.amount)]}
            readOnly={readOnly}
          />
          <TextInput source="supplier_trn" label={label('supplier_trn')} validate={validTrn} readOnly={readOnly} />
          <TextInput source="description" label={label('description')} multiline validate={maxLength(500)} readOnly={readOnly} />
        </Stack>
        {canEdit && <SaveCoding />}
      </Form>
    </Stack>
  );
};

/** Why the coding and receipt of a closed expense are read-only. */
export const ExpenseLockedNote = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status">
      {translate(label('locked'), { status })}
    </Alert>
  );
};

/** Why the coding and receipt of an expense in a locked period cannot change: the lock date (formatted). */
export const ExpenseLockedPeriodNote = ({ date }: { date: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status">
      {translate('spendboard.expenses.coding.locked_period', { date })}
    </Alert>
  );
};
