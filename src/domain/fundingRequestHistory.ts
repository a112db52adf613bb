/**
 * A funding request's history, from its own fields (issue 35 item 4, the request's page): asked for
 * (by the requester), then the decision (approved, declined with its reason, or withdrawn) by whom,
 * then the day temporary funds went back. Oldest first; what has not happened is not listed.
 */
import type { FundingRequestStatus } from './contractLists';

type HistoryRequest = {
  status: FundingRequestStatus;
  requested_at: string;
  requested_by: { name: string };
  decided_at: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  funds_returned_at: string | null;
};

export type FundingHistoryEvent =
  | { kind: 'requested'; at: string; by: string }
  | { kind: Exclude<FundingRequestStatus, 'pending'>; at: string; by: string | null; reason: string | null }
  | { kind: 'returned'; at: string };

export function fundingRequestHistory(request: HistoryRequest): FundingHistoryEvent[] {
  const events: FundingHistoryEvent[] = [{ kind: 'requested', at: request.requested_at, by: request.requested_by.name }];
  if (request.status !== 'pending' && request.decided_at)
    events.push({ kind: request.status, at: request.decided_at, by: request.decided_by, reason: request.decision_reason });
  if (request.funds_returned_at) events.push({ kind: 'returned', at: request.funds_returned_at });
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
