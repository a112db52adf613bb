/**
 * The funding request lifecycle (issue 14): pending → approved | declined (with a reason) |
 * withdrawn (by the requester). Nothing moves once decided. Who takes a step: approve and decline
 * need `organize funding requests` and never the requester; withdraw only the requester. One rule
 * for the app (which buttons show, and why not) and the mock (403/422 otherwise).
 */
import type { FundingRequestStatus } from './contractLists';

/** A step a person takes: the status it leads to. */
export type FundingStep = Exclude<FundingRequestStatus, 'pending'>;

const STEPS: Readonly<Record<FundingRequestStatus, readonly FundingStep[]>> = {
  pending: ['approved', 'declined', 'withdrawn'],
  approved: [],
  declined: [],
  withdrawn: [],
};

/** The statuses a request of this status may move to. */
export const nextFundingStatuses = (from: FundingRequestStatus): readonly FundingStep[] => STEPS[from];

/** Whether the lifecycle allows the step at all (whoever takes it). */
export const isFundingStepAllowed = (from: FundingRequestStatus, to: FundingRequestStatus): boolean =>
  (STEPS[from] as readonly FundingRequestStatus[]).includes(to);

/** Who is taking the step: whether they asked for the request and may organize funding requests. */
export type FundingActor = { isRequester: boolean; canOrganize: boolean };

/** Why a step is refused: the lifecycle (422), or who takes it (403). */
export type FundingStepRefusal =
  | { reason: 'not_allowed'; from: FundingRequestStatus; to: FundingRequestStatus } // 422, nothing changes
  | { reason: 'own_request' } // 403: nobody decides their own request
  | { reason: 'not_requester' } // 403: only the requester withdraws
  | { reason: 'no_permission' } // 403: deciding needs organize funding requests
  | { reason: 'reason_required' }; // 422 on reason: a decline says why

/** Null when this actor may take the step now; else why not (the lifecycle first, then who). */
export function refuseFundingStep(
  request: { status: FundingRequestStatus },
  to: FundingRequestStatus,
  actor: FundingActor,
  reason?: string | null,
): FundingStepRefusal | null {
  if (!isFundingStepAllowed(request.status, to)) return { reason: 'not_allowed', from: request.status, to };
  if (to === 'withdrawn') return actor.isRequester ? null : { reason: 'not_requester' };
  if (actor.isRequester) return { reason: 'own_request' };
  if (!actor.canOrganize) return { reason: 'no_permission' };
  if (to === 'declined' && !(reason ?? '').trim()) return { reason: 'reason_required' };
  return null;
}

/** The steps this actor may take now (the row's buttons); a decline's reason is asked for then. */
export const fundingStepsFor = (request: { status: FundingRequestStatus }, actor: FundingActor): FundingStep[] =>
  nextFundingStatuses(request.status).filter((to) => refuseFundingStep(request, to, actor, 'x') === null);

/** The day one month after `day` (YYYY-MM-DD), kept within the month: 31 Jan → 28/29 Feb. */
export function addMonth(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const nextMonthIndex = month; // 0-based index of the next month
  const lastDay = new Date(Date.UTC(year, nextMonthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, nextMonthIndex, Math.min(date, lastDay))).toISOString().slice(0, 10);
}
