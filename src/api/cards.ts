import type { components } from './schema';
import type { CardAction } from '../domain/cardActions';
import { apiClient } from './client';
import { toHttpError, unwrap } from './apiError';

/** Card calls beyond CRUD: quick actions, controls, holder restrictions, countries. */
export type Card = components['schemas']['Card'];
export type CardControls = components['schemas']['CardControls'];
export type CardControlsWrite = components['schemas']['CardControlsWrite'];
export type CardHolderRestrictions = components['schemas']['CardHolderRestrictions']['data'];
export type Country = components['schemas']['Country'];

const ACTION_PATHS = {
  freeze: '/api/admin/cards/{id}/freeze',
  unfreeze: '/api/admin/cards/{id}/unfreeze',
  terminate: '/api/admin/cards/{id}/terminate',
} as const satisfies Record<CardAction, string>;

export async function runCardAction(id: number, action: CardAction): Promise<Card> {
  const body = await unwrap(apiClient.POST(ACTION_PATHS[action], { params: { path: { id: String(id) } } }));
  return body.data;
}

/** `PATCH cards/{id}` (update cards): rename; a closed card is a 409, a blank name a 422 on `name`. */
export async function renameCard(id: number, name: string): Promise<Card> {
  const body = await unwrap(apiClient.PATCH('/api/admin/cards/{id}', { params: { path: { id: String(id) } }, body: { name } }));
  return body.data;
}

/** The card's controls; a failure that still carries `controls` is data (read-only, with its message). */
export async function fetchCardControls(cardId: number): Promise<{ controls: CardControls; notice?: string }> {
  let result;
  try {
    result = await apiClient.GET('/api/admin/card-controls', { params: { query: { cardId: String(cardId) } } });
  } catch (clientError) {
    throw toHttpError({ clientError });
  }
  const { data, error, response } = result;
  if (data) return { controls: data.data.controls };
  const carried = error as { message?: string; controls?: CardControls } | undefined;
  if (carried?.controls) return { controls: carried.controls, notice: carried.message };
  throw toHttpError({ response, body: error });
}

export async function saveCardControls(cardId: number, input: CardControlsWrite): Promise<CardControls> {
  const body = await unwrap(apiClient.PUT('/api/admin/card-controls', { params: { query: { cardId: String(cardId) } }, body: input }));
  return body.data.controls;
}

export async function fetchHolderRestrictions(cardId: number): Promise<CardHolderRestrictions> {
  const body = await unwrap(apiClient.GET('/api/admin/card-holder-restrictions', { params: { query: { cardId: String(cardId) } } }));
  return body.data;
}

export async function fetchCountries(): Promise<Country[]> {
  const body = await unwrap(apiClient.GET('/api/admin/countries'));
  return body.data;
}
