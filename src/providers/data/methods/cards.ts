import type { Card, CardControls, CardControlsWrite, components, Country } from '../../../api/schema';
import type { CardAction } from '../../../domain/cardActions';
import { apiClient } from '../../../api/client';
import { toHttpError, unwrap } from '../../../api/apiError';

type CardHolderRestrictions = components['schemas']['CardHolderRestrictions']['data'];

/** The card's controls, with the API's notice when it answered a failure that still carries them. */
export type CardControlsAnswer = { controls: CardControls; notice?: string };

const ACTION_PATHS = {
  freeze: '/api/admin/cards/{id}/freeze',
  unfreeze: '/api/admin/cards/{id}/unfreeze',
  terminate: '/api/admin/cards/{id}/terminate',
} as const satisfies Record<CardAction, string>;

/** Typed dataProvider methods for the cards area (beyond CRUD), over the openapi-fetch client. */
export const cardsMethods = {
  /** Freeze, unfreeze or terminate (needs `quick actions`); the API refuses a transition the status does not allow. */
  async runCardAction(id: number, action: CardAction): Promise<Card> {
    const body = await unwrap(apiClient.POST(ACTION_PATHS[action], { params: { path: { id: String(id) } } }));
    return body.data;
  },

  /** `PATCH cards/{id}` (update cards): a closed card is a 409, a blank name a 422 on `name`. */
  async renameCard(id: number, name: string): Promise<Card> {
    const body = await unwrap(apiClient.PATCH('/api/admin/cards/{id}', { params: { path: { id: String(id) } }, body: { name } }));
    return body.data;
  },

  /** The card's controls; a failure that still carries `controls` is data (read-only, with its message). */
  async getCardControls(cardId: number): Promise<CardControlsAnswer> {
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
  },

  async saveCardControls(cardId: number, input: CardControlsWrite): Promise<CardControls> {
    const body = await unwrap(apiClient.PUT('/api/admin/card-controls', { params: { query: { cardId: String(cardId) } }, body: input }));
    return body.data.controls;
  },

  async getHolderRestrictions(cardId: number): Promise<CardHolderRestrictions> {
    const body = await unwrap(apiClient.GET('/api/admin/card-holder-restrictions', { params: { query: { cardId: String(cardId) } } }));
    return body.data;
  },

  async getCountries(): Promise<Country[]> {
    const body = await unwrap(apiClient.GET('/api/admin/countries'));
    return body.data;
  },
};
