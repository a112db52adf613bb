import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, SearchInput, SelectInput, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { PayrollEmployee } from '../../api/schema';
import { PAYROLL_EMPLOYEE_STATUSES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { formatIban } from '../../domain/uaeIdentifiers';
import { CreatableList } from '../../layout/lists/CreatableList';
import { ResponsiveDataTable, type PhoneRow } from '../../layout/lists/ResponsiveDataTable';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import { payrollEmployeeListQuery } from './listQuery';

const Column = DataTable.Col<PayrollEmployee>;
const T = 'resources.payroll-employees';

const nameOf = (employee: PayrollEmployee) => `${employee.first_name} ${employee.last_name}`;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={PAYROLL_EMPLOYEE_STATUSES.map((id) => ({ id, name: `${T}.status.${id}` }))}
    alwaysOn
  />,
];

/** The row's name: a button opening the record's form (for whoever may change it), else plain text. */
const EmployeeName = ({ employee, onEdit }: { employee: PayrollEmployee; onEdit: (employee: PayrollEmployee) => void }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'payroll-employees', action: 'edit' });
  if (!canAccess) return <>{nameOf(employee)}</>;
  return (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        onEdit(employee);
      }}
      aria-label={translate(`${T}.edit_label`, { name: nameOf(employee) })}
      sx={{ textTransform: 'none', p: 0, minWidth: 0, justifyContent: 'flex-start' }}
    >
      {nameOf(employee)}
    </Button>
  );
};

/**
 * `/payroll/employee-management` (issue 17): the company's people on the payroll with their WPS
 * identifiers and pay; Add employee (`?action=create`) and each name opens its record to change.
 */
const EmployeeList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [editing, setEditing] = useState<PayrollEmployee | null>(null);
  const phone: PhoneRow<PayrollEmployee> = {
    primaryText: nameOf,
    secondaryText: (employee) => `${employee.mohre_person_id} · ${translate(`${T}.status.${employee.status}`)}`,
    tertiaryText: (employee) => <Money amount={employee.fixed_pay} currency={employee.currency} />,
  };
  return (
    <CreatableList
      query={payrollEmployeeListQuery}
      title="spendboard.shell.routes.payroll_employees.label"
      filters={filters}
      texts={T}
      emptyIcon={PeopleOutlined}
      createDialog={(dialog) => <EmployeeFormDialog {...dialog} />}
    >
      <ResponsiveDataTable<PayrollEmployee> phone={phone}>
        <Column
          source="last_name"
          label={`${T}.fields.name`}
          render={(employee) => <EmployeeName employee={employee} onEdit={setEditing} />}
        />
        <Column source="mohre_person_id" disableSort />
        <Column source="iban" disableSort render={(employee) => formatIban(employee.iban)} sx={{ whiteSpace: 'nowrap' }} />
        <Column
          source="basic_salary"
          render={(employee) => <Money amount={employee.basic_salary} currency={employee.currency} />}
          {...AMOUNT_CELL}
        />
        <Column
          source="fixed_pay"
          render={(employee) => <Money amount={employee.fixed_pay} currency={employee.currency} />}
          {...AMOUNT_CELL}
        />
        <Column source="contract_start" render={(employee) => formatDate(employee.contract_start, 'date', locale)} />
        <Column source="annual_leave_balance" />
        <Column source="status" render={(employee) => translate(`${T}.status.${employee.status}`)} />
      </ResponsiveDataTable>
      {editing && <EmployeeFormDialog open onClose={() => setEditing(null)} employee={editing} />}
    </CreatableList>
  );
};

export default EmployeeList;
