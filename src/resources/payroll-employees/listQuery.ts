import { defineListQuery } from '../../layout/lists/listQuery';

/** `/payroll/employee-management` opens on the employees by last name. */
export const payrollEmployeeListQuery = defineListQuery({ resource: 'payroll-employees', sort: { field: 'last_name', order: 'ASC' } });
