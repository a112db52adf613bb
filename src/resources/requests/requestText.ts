import type { SpendRequest } from '../../api/schema';
import { displayFullName } from '../../domain/display';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The requester's name ('-' once removed). */
export const requesterName = (request: SpendRequest): string =>
  displayFullName(request.requester?.first_name, request.requester?.last_name);

/** What is asked, in a few words: 'Virtual card: Software subscriptions' or 'New limit for •••• 4242 (Travel)'. */
export const requestWhat = (request: SpendRequest, translate: Translate): string =>
  request.kind === 'card'
    ? translate('resources.requests.what.card', {
        type: translate(`resources.requests.card_type.${request.card_type ?? 'virtual'}`),
        purpose: request.purpose ?? '',
      })
    : translate('resources.requests.what.limit', { target: request.target_name ?? '-' });

/** The amount asked: the card's limit or the new limit. */
export const requestAmount = (request: SpendRequest): number =>
  (request.kind === 'card' ? request.requested_limit : request.new_amount) ?? 0;
