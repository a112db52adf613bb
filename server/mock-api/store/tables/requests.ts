/**
 * Requests people make: funding requests, card and limit requests, and disputes of card expenses.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];
type Currency = Schemas['Currency'];

/**
 * A funding request. The target's name is presented, not stored; `given` is what its runs moved
 * (a temporary request gives it back at its end date); `low_balance_alerted` lives on the company.
 */
export interface StoredFundingRequest {
  id: number;
  company_id: string;
  target: { type: Schemas['LimitEntity']; id: number | null };
  amount: number;
  currency: Currency;
  recurrence: Schemas['FundingRecurrence'];
  duration: Schemas['FundingDuration'];
  end_date: string | null;
  reason: string;
  status: Schemas['FundingRequestStatus'];
  decision_reason: string | null;
  requested_by: { id: number; name: string };
  requested_at: string;
  decided_by: string | null;
  decided_at: string | null;
  runs: number;
  next_run_on: string | null;
  /** What the runs gave and how: a limit raise (`limit`) or money moved (`transfer`). */
  given: number;
  given_as: 'limit' | 'transfer' | null;
  funds_returned_at: string | null;
  last_run_error: string | null;
}

/** A card or limit request (`/requests`); the requester is a person of the company. */
type SpendRequestShape = Schemas['SpendRequest'];
export interface StoredSpendRequest extends Omit<SpendRequestShape, 'requester' | 'target_name'> {
  company_id: string;
  requester_member_id: number;
  /** The limit a temporary change replaced, put back on `ends_on`; null otherwise. */
  previous_limit: { mode: Schemas['LimitMode']; amount: number } | null;
}

/** A file of a dispute's evidence; seeded files have no bytes (the mock renders a text). */
type DisputeFileShape = Schemas['DisputeFile'];
export interface StoredDisputeFile extends DisputeFileShape {
  bytes: Buffer | null;
}

/** A dispute of a card expense (`/disputes`); the expense is presented from `expense_id`. */
type DisputeShape = Schemas['Dispute'];
export interface StoredDispute extends Omit<
  DisputeShape,
  'expense' | 'files' | 'is_partial' | 'window_ends_on' | 'currency' | 'credit_exchange'
> {
  company_id: string;
  expense_id: number;
  files: StoredDisputeFile[];
  /** Stored when a won dispute credits the wallet in a foreign currency: its rate into AED of the decision day. */
  credit_exchange?: DisputeShape['credit_exchange'];
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface RequestTables {
  fundingRequests: StoredFundingRequest[];
  spendRequests: StoredSpendRequest[];
  disputes: StoredDispute[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): RequestTables {
  return {
    fundingRequests: [],
    spendRequests: [],
    disputes: [],
  };
}
