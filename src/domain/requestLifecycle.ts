/**
 * The lifecycle of a card or limit request (`/requests`, issue 14): pending → approved, declined
 * (with a reason) or withdrawn by the requester; every decided request stays as it is. The app offers
 * only the steps this allows and the mock refuses every other with a 422 naming both statuses.
 * Nobody approves or declines their own request. One rule, both sides.
 */
import type { SpendRequestStatus } from './contractLists';

/** Who takes a step: the finance team decides, the requester withdraws. */
export type RequestStepKind = 'decide' | 'withdraw';

const STEPS: Readonly<Record<SpendRequestStatus, Partial<Record<SpendRequestStatus, RequestStepKind>>>> = {
  pending: { approved: 'decide', declined: 'decide', withdrawn: 'withdraw' },
  approved: {},
  declined: {},
  withdrawn: {},
};

/** The statuses a request of this status may move to. */
export const nextRequestStatuses = (from: SpendRequestStatus): SpendRequestStatus[] => Object.keys(STEPS[from]) as SpendRequestStatus[];

/** The kind of the step, or null when the lifecycle has no such step. */
export const requestStepKind = (from: SpendRequestStatus, to: SpendRequestStatus): RequestStepKind | null => STEPS[from]?.[to] ?? null;

export type RequestStepRefusal =
  | { reason: 'not_allowed'; from: SpendRequestStatus; to: SpendRequestStatus } // 422: no such step
  | { reason: 'own_request' } // 403: nobody decides their own request
  | { reason: 'not_requester' } // 403: only the requester withdraws
  | { reason: 'reason_required' }; // 422: a decline says why

/**
 * Whether `actor` may move the request to `to` now (null when they may). `isRequester`: the caller is
 * the person who asked; `reason`: the decline's reason.
 */
export function refuseRequestStep(
  request: { status: SpendRequestStatus },
  to: SpendRequestStatus,
  actor: { isRequester: boolean; reason?: string | null },
): RequestStepRefusal | null {
  const kind = requestStepKind(request.status, to);
  if (!kind) return { reason: 'not_allowed', from: request.status, to };
  if (kind === 'decide' && actor.isRequester) return { reason: 'own_request' };
  if (kind === 'withdraw' && !actor.isRequester) return { reason: 'not_requester' };
  if (to === 'declined' && !actor.reason?.trim()) return { reason: 'reason_required' };
  return null;
}

/** The steps this actor may take on the request now (the row's buttons). */
export const requestStepsFor = (request: { status: SpendRequestStatus }, isRequester: boolean): SpendRequestStatus[] =>
  nextRequestStatuses(request.status).filter((to) => refuseRequestStep(request, to, { isRequester, reason: 'x' }) === null);

const DAY_MS = 86_400_000;

/** Whether a temporary limit has come to its end on `today` (ISO day): it goes back on `ends_on` itself. */
export const isTemporaryLimitOver = (endsOn: string | null, today: string): boolean => endsOn !== null && endsOn <= today;

/** Whether `endsOn` (ISO day) is a valid end of a temporary limit asked on `today`: after today. */
export const isValidLimitEnd = (endsOn: string, today: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(endsOn) && !Number.isNaN(Date.parse(`${endsOn}T00:00:00Z`)) && endsOn > today;

/** `YYYY-MM-DD` of a moment, in UTC. */
export const isoDay = (at: Date): string => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
