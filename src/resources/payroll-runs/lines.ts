/** The run-lines resource of react-admin: a run's lines, listed with `meta: { pathParams: { id } }`. */
export const RUN_LINES_RESOURCE = 'payroll-run-lines';
