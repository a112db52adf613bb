import type { components } from '../../api/schema';
import { cardTypeCode } from '../../domain/limits';

type CardStatus = components['schemas']['CardStatus'];
type CardType = components['schemas']['CardType'];
type Currency = components['schemas']['Currency'];

// Records keyed by the schema's enums: a value added to the contract fails the type check here.
const STATUS_KEYS: Record<CardStatus, string> = {
  active: 'resources.cards.status.active',
  inactive: 'resources.cards.status.inactive',
  frozen: 'resources.cards.status.frozen',
  terminated: 'resources.cards.status.terminated',
  expired: 'resources.cards.status.expired',
};

const TYPE_KEYS: Record<CardType, string> = {
  virtual: 'resources.cards.type.virtual',
  physical: 'resources.cards.type.physical',
};

const CURRENCIES: Record<Currency, true> = { AED: true, USD: true, EUR: true, GBP: true, SAR: true };

export const cardStatusLabel = (status: CardStatus) => STATUS_KEYS[status];
export const cardTypeLabel = (type: CardType) => TYPE_KEYS[type];

export const cardStatusChoices = Object.entries(STATUS_KEYS).map(([id, name]) => ({ id, name }));
/** A card's type as a form chooses it (the create call sends its code, `toCardCreate`). */
export const cardTypeChoices = Object.entries(TYPE_KEYS).map(([id, name]) => ({ id, name }));
/** The list filter speaks the API's type codes (`1` virtual, `0` physical). */
export const cardTypeFilterChoices = (Object.keys(TYPE_KEYS) as CardType[]).map((type) => ({
  id: cardTypeCode(type),
  name: TYPE_KEYS[type],
}));
export const currencyChoices = Object.keys(CURRENCIES).map((code) => ({ id: code, name: code }));

type ChipColor = 'default' | 'success' | 'info' | 'warning' | 'error';
const STATUS_COLORS: Record<CardStatus, ChipColor> = {
  active: 'success',
  inactive: 'default',
  frozen: 'info',
  terminated: 'error',
  expired: 'warning',
};
export const cardStatusColor = (status: CardStatus) => STATUS_COLORS[status];
