import type { Bill } from '../../api/schema';
import { BulkDecisions, type BulkDecisionTexts } from '../../layout/lists/BulkDecisions';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { billWriteAlso } from './billWrites';

const T = 'resources.bills';
const TEXTS: BulkDecisionTexts = {
  approve: `${T}.bulk.approve`,
  reject: `${T}.bulk.reject`,
  rejectTitle: `${T}.bulk.reject_title`,
  reason: `${T}.fields.rejection_reason`,
  reasonRequired: `${T}.validation.reason`,
  failedTitle: `${T}.bulk.failed_title`,
  failedIntro: `${T}.bulk.failed_intro`,
  failedItem: `${T}.bulk.failed_item`,
  approvedNotice: 'bills_approved',
  rejectedNotice: 'bills_rejected',
};

/** Approve or reject the selected bills at once (`approve bills`; never one's own or last edited). */
export const BillBulkDecisions = () => {
  const dataProvider = useAppDataProvider();
  return (
    <BulkDecisions<Bill>
      texts={TEXTS}
      also={billWriteAlso()}
      decide={(ids, decision, reason) => dataProvider.decideBills({ ids, decision, ...(reason ? { reason } : {}) })}
      nameOf={(bill, id) => (bill ? { number: bill.invoice_number, vendor: bill.vendor_name } : { number: `#${id}`, vendor: '-' })}
    />
  );
};
