import { Box } from '@mui/material';
import type { AccountingSyncKind } from '../../domain/contractLists';
import { AccountingHeader } from './AccountingHeader';
import { AccountingRecordList } from './AccountingRecordList';
import { useAccountingOverview } from './useAccountingOverview';

/** `/accounting/expenses` and `/accounting/payables`: the connection and lock date, the tabs, the tab's list. */
export const AccountingPage = ({ kind }: { kind: AccountingSyncKind }) => {
  const { data: overview } = useAccountingOverview();
  return (
    <Box>
      <AccountingHeader kind={kind} overview={overview} />
      <AccountingRecordList key={kind} kind={kind} overview={overview} />
    </Box>
  );
};
