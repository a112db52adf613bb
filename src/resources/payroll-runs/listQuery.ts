import { defineListQuery } from '../../layout/lists/listQuery';

/** `/payroll/salary-processing` opens on the latest month first. */
export const salaryRunListQuery = defineListQuery({ resource: 'payroll-runs', sort: { field: 'month', order: 'DESC' } });
