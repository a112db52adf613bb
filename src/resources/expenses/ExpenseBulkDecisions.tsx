import { useLocaleState } from 'react-admin';
import type { Expense } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { expenseTotalsText } from '../../domain/expenseTotals';
import { BulkDecisions, type BulkDecisionTexts } from '../../layout/lists/BulkDecisions';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { expenseWriteAlso } from '../shared/expenses/expenseWrites';

const T = 'spendboard.expenses';
const TEXTS: BulkDecisionTexts = {
  approve: `${T}.bulk.approve`,
  reject: `${T}.bulk.reject`,
  rejectTitle: `${T}.bulk.reject_title`,
  reason: `${T}.decision.reason`,
  reasonHelp: `${T}.decision.reason_help`,
  reasonRequired: `${T}.decision.reason_required`,
  failedTitle: `${T}.bulk.failed_title`,
  failedIntro: `${T}.bulk.failed_intro`,
  failedItem: `${T}.bulk.failed_item`,
  approvedNotice: 'expenses_decided',
  rejectedNotice: 'expenses_decided',
  approveQuestion: `${T}.bulk.approve_question`,
};

/** Approve or reject the selected expenses at once (`approve expenses`, never one's own). */
export const ExpenseBulkDecisions = () => {
  const dataProvider = useAppDataProvider();
  const [locale] = useLocaleState();
  return (
    <BulkDecisions<Expense>
      texts={TEXTS}
      also={expenseWriteAlso()}
      totalOf={(expenses) => expenseTotalsText(expenses, locale)}
      decide={(ids, decision, reason) => dataProvider.decideExpenses({ ids, decision, ...(reason ? { reason } : {}) })}
      nameOf={(expense, id) =>
        expense
          ? { merchant: expense.merchant, amount: formatMoney(expense.amount, expense.currency, locale) }
          : { merchant: `#${id}`, amount: '-' }
      }
    />
  );
};
