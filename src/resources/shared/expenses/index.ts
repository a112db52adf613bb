export { CatalogueInput, CodingInputs, type CodingField } from './CodingInputs';
export { EntityExpenses, type EntityExpensesProps } from './EntityExpenses';
export { ExpenseDrawer, expenseLink } from './ExpenseDrawer';
export { EXPENSE_COLUMNS, useExpensePhoneRow, useExpenseRowLink, type ExpenseListColumn } from './expenseRows';
