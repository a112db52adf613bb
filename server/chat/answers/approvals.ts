import { approvalPriority, isUrgentItem, type ApprovalPriority } from '../../../src/domain/approvalPriority.ts';
import { AWAITING_APPROVAL_STATUSES, awaitsApproval } from '../../../src/domain/dashboard.ts';
import type { BillRow, Company, SpendReader } from '../apiReader.ts';
import type { Answer, CitationBook } from '../citations.ts';
import type { Query } from '../query.ts';
import type { ChatTexts } from '../texts.ts';
import { LIST_SIZE, noCompanyAnswer, notReadable, readEachCompany } from './common.ts';

type ApprovalItem = {
  company: Company;
  type: 'Expense' | 'Bill';
  title: string;
  amount: number;
  currency: string;
  dueDate: string | null;
  status: string;
  priority: ApprovalPriority;
  overdue: boolean;
  recordId: number;
  /** What the list's search box finds the item by, in every language (a bill: its invoice number). */
  search: string;
};

const PRIORITY_RANK: Record<ApprovalPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

export async function approvalsAnswer(
  query: Extract<Query, { kind: 'approvals' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
  t: ChatTexts,
): Promise<Answer> {
  const reads = await readEachCompany(reader, query.filters.company, question, async (company) => ({
    expenses: await reader.expenses(company.id),
    bills: await reader.bills(company.id),
  }));
  if (!reads) return noCompanyAnswer(t, query.filters.company);
  const items: ApprovalItem[] = [];
  const perCompany: string[] = [];
  for (const { company, expenses, bills } of reads) {
    const parts: string[] = [];
    if (expenses.ok) {
      const waiting = expenses.rows.filter((row) => awaitsApproval(row.status));
      for (const row of waiting) {
        const priority = approvalPriority({ dueDate: null, amount: row.amount }, today);
        items.push({
          company,
          type: 'Expense',
          title: row.merchant,
          amount: row.amount,
          currency: row.currency,
          dueDate: null,
          status: row.status,
          priority,
          overdue: false,
          recordId: row.id,
          search: row.merchant,
        });
      }
      if (waiting.length > 0) {
        const text = t.expensesWaiting(waiting.length);
        parts.push(`${text} ${book.cite(`${company.name}: ${text}`, company, 'expenses', { status: [...AWAITING_APPROVAL_STATUSES] })}`);
      }
    }
    if (bills.ok) {
      const live = bills.rows.filter((row) => !row.is_void);
      const pending = live.filter((row) => row.approval_status === 'pending_approval');
      for (const row of pending) items.push(billItem(t, company, row, today));
      const overdue = live.filter((row) => row.is_overdue);
      for (const row of overdue.filter((row) => row.approval_status !== 'pending_approval')) items.push(billItem(t, company, row, today));
      if (pending.length > 0) {
        const text = t.billsWaiting(pending.length);
        parts.push(
          `${text} ${book.cite(`${company.name}: ${text}`, company, 'bills', { approval_status: ['pending_approval'], is_void: 0 })}`,
        );
      }
      if (overdue.length > 0) {
        const text = t.billsOverdue(overdue.length);
        parts.push(
          `${text} ${book.cite(`${company.name}: ${text}`, company, 'bills', { overdue: 1, is_void: 0 }, { shown: ['overdue'] })}`,
        );
      }
    }
    if (parts.length > 0) perCompany.push(`• ${company.name}: ${t.join(parts)}`);
  }
  const skippedExpenses = notReadable(
    t,
    reads.filter((r) => !r.expenses.ok).map((r) => r.company),
    'expenses',
  );
  const skippedBills = notReadable(
    t,
    reads.filter((r) => !r.bills.ok).map((r) => r.company),
    'bills',
  );
  if (items.length === 0) {
    return {
      text: `${t.nothingWaiting}${skippedExpenses}${skippedBills}`,
      citations: book.citations,
    };
  }
  const urgentCount = items.filter((item) =>
    isUrgentItem({ priority: item.priority, status: item.status === 'pending_approval' ? 'submitted' : item.status }),
  ).length;
  const sorted = [...items].sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
      (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
      b.amount - a.amount,
  );
  const lines = [t.approvalsSummary(items.length, urgentCount), ...perCompany, t.mostUrgentFirst];
  for (const item of sorted.slice(0, LIST_SIZE)) {
    const due = item.dueDate ? t.due(item.dueDate, item.overdue) : '';
    const figure = t.approvalFigure(t.itemType[item.type], item.title, t.money(item.amount, item.currency), due, t.priority[item.priority]);
    const ref =
      item.type === 'Bill'
        ? book.cite(`${figure} (${item.company.name})`, item.company, 'bills', { q: item.search }, { record_id: item.recordId })
        : book.cite(`${figure} (${item.company.name})`, item.company, 'expenses', { status: [item.status] }, { record_id: item.recordId });
    lines.push(`• ${figure} — ${item.company.name} ${ref}`);
  }
  if (sorted.length > LIST_SIZE) lines.push(t.more(sorted.length - LIST_SIZE));
  lines.push(t.priorityFootnote);
  return { text: lines.join('\n') + skippedExpenses + skippedBills, citations: book.citations };
}

function billItem(t: ChatTexts, company: Company, row: BillRow, today: string): ApprovalItem {
  const amount = row.approval_status === 'pending_approval' ? row.total : row.outstanding;
  return {
    company,
    type: 'Bill',
    title: t.billTitle(row.invoice_number, row.vendor_name),
    amount,
    currency: row.currency,
    dueDate: row.due_date,
    status: row.approval_status,
    priority: approvalPriority({ dueDate: row.due_date, amount }, today),
    overdue: row.is_overdue,
    recordId: row.id,
    search: row.invoice_number,
  };
}
