export { TransferForm, type TransferFormProps } from './TransferForm';
export { TransferHistory } from './TransferHistory';
export { AccountLedger } from './AccountLedger';
