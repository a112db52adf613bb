export { EntityExpenses, type EntityExpensesProps } from './EntityExpenses';
