export { TransferForm, type TransferFormProps } from './TransferForm';
export { useTransferHistory, transfersQueryKey } from './useTransfers';
