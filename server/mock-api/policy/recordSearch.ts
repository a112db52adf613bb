import type { SearchHit } from '../../../src/api/schema.d.ts';
import { dayOf } from '../../../src/domain/accountingLock.ts';
import {
  amountMatches,
  cardDigitsQuery,
  lastFourOf,
  parseAmountQuery,
  RECORD_SCORES,
  textMatchScore,
  topHits,
  type ScoredHit,
  type SearchHitKind,
} from '../../../src/domain/recordSearch.ts';
import type { MockDatabase, StoredCompany } from '../store/types.ts';

/** What one search may look at: the active company, the kinds the caller may list there, the caller's companies. */
export interface RecordSearchScope {
  db: MockDatabase;
  companyId: string;
  readable: ReadonlySet<SearchHitKind>;
  companies: readonly StoredCompany[];
}

const hit = (kind: SearchHitKind, id: string | number, title: string, rest: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  id: String(id),
  title,
  subtitle: null,
  last_four: null,
  amount: null,
  currency: null,
  ...rest,
});

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

function people({ db, companyId }: RecordSearchScope, q: string): ScoredHit<SearchHit>[] {
  return db.members
    .filter((member) => member.company_id === companyId)
    .map((member) => {
      const title = fullName(member);
      const score = textMatchScore(q, [title, member.first_name, member.last_name, member.email]);
      return { hit: hit('person', member.id, title, { subtitle: member.email }), score, title };
    });
}

function cards({ db, companyId }: RecordSearchScope, q: string): ScoredHit<SearchHit>[] {
  const digits = cardDigitsQuery(q);
  const holders = new Map(db.members.filter((member) => member.company_id === companyId).map((member) => [member.id, member]));
  return db.cards
    .filter((card) => card.company_id === companyId)
    .map((card) => {
      const lastFour = lastFourOf(card.number);
      const holder = holders.get(card.member_id);
      const holderName = holder ? fullName(holder) : null;
      const digitScore = digits && lastFour.startsWith(digits) ? RECORD_SCORES.exact + (digits.length === 4 ? 10 : 0) : 0;
      const score = Math.max(digitScore, textMatchScore(q, [card.name, holderName]));
      return { hit: hit('card', card.id, card.name, { subtitle: holderName, last_four: lastFour }), score, title: card.name };
    });
}

function bills({ db, companyId }: RecordSearchScope, q: string): ScoredHit<SearchHit>[] {
  const vendors = new Map(db.counterparts.filter((row) => row.company_id === companyId).map((row) => [row.id, row.name]));
  return db.bills
    .filter((bill) => bill.company_id === companyId)
    .map((bill) => {
      const vendor = vendors.get(bill.vendor_id) ?? null;
      const score = textMatchScore(q, [bill.invoice_number, vendor]);
      const title = bill.invoice_number;
      return { hit: hit('bill', bill.id, title, { subtitle: vendor, amount: bill.total, currency: bill.currency }), score, title };
    });
}

function expenses({ db, companyId }: RecordSearchScope, q: string): ScoredHit<SearchHit>[] {
  const amount = parseAmountQuery(q);
  return db.expenses
    .filter((expense) => expense.company_id === companyId)
    .map((expense) => {
      const amountScore = amount && amountMatches(expense.amount, amount) ? RECORD_SCORES.exact : 0;
      const score = Math.max(amountScore, textMatchScore(q, [expense.merchant]));
      const title = expense.merchant;
      const found = hit('expense', expense.id, title, {
        subtitle: dayOf(expense.spent_at),
        amount: expense.amount,
        currency: expense.currency,
      });
      return { hit: found, score, title };
    });
}

function companies({ companies: own }: RecordSearchScope, q: string): ScoredHit<SearchHit>[] {
  return own.map((company) => ({
    hit: hit('company', company.id, company.name, { subtitle: company.address.city || null }),
    score: textMatchScore(q, [company.name]),
    title: company.name,
  }));
}

const SEARCHERS: Record<SearchHitKind, (scope: RecordSearchScope, q: string) => ScoredHit<SearchHit>[]> = {
  person: people,
  card: cards,
  bill: bills,
  expense: expenses,
  company: companies,
};

/** The hits of every kind the scope may read, at most `limit` of each, grouped in SEARCH_HIT_KINDS order. */
export function searchRecords(scope: RecordSearchScope, q: string, limit: number, kinds: readonly SearchHitKind[]): SearchHit[] {
  return kinds.filter((kind) => scope.readable.has(kind)).flatMap((kind) => topHits(SEARCHERS[kind](scope, q), limit));
}
