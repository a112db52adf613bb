/** English texts of the expenses resource: `resources.expenses.name` and `resources.expenses.fields.*`. */
export const expensesResourceEn = {};
