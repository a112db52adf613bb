import { CARD_STATUSES, CARD_TYPES, CURRENCIES, type CardType } from '../../domain/contractLists';
import { cardTypeCode } from '../../domain/limits';
import { statusChoices } from '../../domain/statusColors';

// Lists come from the contract (src/domain/contractLists.ts); a Record keyed by its union fails the
// type check when the OpenAPI adds a value.
const TYPE_KEYS: Record<CardType, string> = {
  virtual: 'resources.cards.type.virtual',
  physical: 'resources.cards.type.physical',
};

export const cardTypeLabel = (type: CardType) => TYPE_KEYS[type];

export const cardStatusChoices = statusChoices('card', CARD_STATUSES);
/** The create form's choices: the type names. */
export const cardTypeChoices = CARD_TYPES.map((type) => ({ id: type, name: TYPE_KEYS[type] }));
/** The list filter speaks the API's type codes (`1` virtual, `0` physical). */
export const cardTypeFilterChoices = CARD_TYPES.map((type) => ({ id: cardTypeCode(type), name: TYPE_KEYS[type] }));
export const currencyChoices = CURRENCIES.map((code) => ({ id: code, name: code }));
