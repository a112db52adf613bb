import { useRef } from 'react';
import { NumberInput, ReferenceInput, SelectInput, TextInput, required, useDataProvider, useTranslate } from 'react-admin';
import type { PayrollEmployee, PayrollEmployeeWrite } from '../../api/schema';
import { validateAmount } from '../../domain/amounts';
import { PAYROLL_EMPLOYEE_STATUSES } from '../../domain/contractLists';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { DayInput } from '../../layout/inputs/DayInput';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { payrollQueryKey } from '../payroll-runs/payrollWrites';
import { validateRoutingCode, validatePersonId, validatePositive, validateUaeIban } from './employeeValidation';

const T = 'resources.payroll-employees';
const F = `${T}.fields`;
const statusChoices = PAYROLL_EMPLOYEE_STATUSES.map((id) => ({ id, name: `${T}.status.${id}` }));
const personName = (record: { first_name?: string; last_name?: string }) => `${record.first_name ?? ''} ${record.last_name ?? ''}`.trim();

const toWrite = (values: Record<string, unknown>, isNew: boolean): PayrollEmployeeWrite => ({
  ...(isNew ? { member_id: Number(values.member_id) } : {}),
  mohre_person_id: String(values.mohre_person_id ?? '').trim(),
  routing_code: String(values.routing_code ?? '').trim(),
  iban: String(values.iban ?? '').trim(),
  basic_salary: Number(values.basic_salary ?? 0),
  housing_allowance: Number(values.housing_allowance ?? 0),
  transport_allowance: Number(values.transport_allowance ?? 0),
  other_allowance: Number(values.other_allowance ?? 0),
  contract_start: String(values.contract_start ?? ''),
  annual_leave_balance: Number(values.annual_leave_balance ?? 0),
  status: (values.status as PayrollEmployeeWrite['status']) ?? 'active',
});

/**
 * Add a person of the company to the payroll, or change their record (`employee` given). Each WPS
 * identifier is checked as it is typed, with the fix; the API's 422 lands on the same fields.
 */
export const EmployeeFormDialog = ({ open, onClose, employee }: { open: boolean; onClose: () => void; employee?: PayrollEmployee }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  const saved = useRef<PayrollEmployee | null>(null);
  const isNew = !employee;
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={isNew ? translate(`${T}.create_title`) : translate(`${T}.edit_title`, { name: personName(employee) })}
      record={employee ?? { status: 'active', housing_allowance: 0, transport_allowance: 0, other_allowance: 0, annual_leave_balance: 0 }}
      onSubmit={async (values) => {
        const data = toWrite(values, isNew);
        saved.current = isNew
          ? (await dataProvider.create<PayrollEmployee>('payroll-employees', { data })).data
          : (await dataProvider.update<PayrollEmployee>('payroll-employees', { id: employee.id, data, previousData: employee })).data;
        // The employee lists, and the payroll summaries that count and sum the employees.
        applyWrittenRecord('payroll-employees', saved.current, [payrollQueryKey()]);
      }}
      successNotice={() => ({
        notice: isNew ? 'payroll_employee_added' : 'payroll_employee_saved',
        args: { name: saved.current ? personName(saved.current) : '' },
      })}
      wide
    >
      {isNew && (
        <ReferenceInput source="member_id" reference="people" perPage={200} sort={{ field: 'last_name', order: 'ASC' }}>
          <SelectInput label={`${F}.member_id`} optionText={personName} validate={required()} helperText={`${T}.help.member_id`} />
        </ReferenceInput>
      )}
      <TextInput
        source="mohre_person_id"
        label={`${F}.mohre_person_id`}
        validate={[required(), validatePersonId]}
        helperText={`${T}.help.mohre_person_id`}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      <TextInput
        source="routing_code"
        label={`${F}.routing_code`}
        validate={[required(), validateRoutingCode]}
        helperText={`${T}.help.routing_code`}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      <TextInput
        source="iban"
        label={`${F}.iban`}
        validate={[required(), validateUaeIban]}
        helperText={`${T}.help.iban`}
        slotProps={{ htmlInput: { maxLength: 34 } }}
      />
      <NumberInput
        source="basic_salary"
        label={`${F}.basic_salary`}
        step={0.01}
        validate={[required(), validateAmount, validatePositive]}
      />
      <NumberInput source="housing_allowance" label={`${F}.housing_allowance`} step={0.01} validate={validateAmount} />
      <NumberInput source="transport_allowance" label={`${F}.transport_allowance`} step={0.01} validate={validateAmount} />
      <NumberInput source="other_allowance" label={`${F}.other_allowance`} step={0.01} validate={validateAmount} />
      <DayInput source="contract_start" label={`${F}.contract_start`} validate={required()} />
      <NumberInput source="annual_leave_balance" label={`${F}.annual_leave_balance`} step={0.5} min={0} max={365} />
      <SelectInput source="status" label={`${F}.status`} choices={statusChoices} validate={required()} helperText={`${T}.help.status`} />
    </DialogForm>
  );
};
