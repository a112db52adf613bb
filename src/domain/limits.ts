/**
 * Config values (spec §3): limit modes and card types as the codes write calls send.
 */
import {
  CARD_TYPE_CODES,
  LIMIT_MODE_CODES,
  LIMIT_MODES,
  isOneOf,
  type CardType,
  type CardTypeCode,
  type LimitEntity,
  type LimitModeCode,
  type LimitModeName,
} from './contractLists';
import { limitPermission } from './permissionNames';
import type { Currency, Limit } from '../api/schema';

export type { CardTypeCode, LimitModeCode };

/** The code of an inherited limit ('3'): a form's default and the mode that sends no amount. */
export const INHERITED_LIMIT_CODE = LIMIT_MODE_CODES.inherited;

/** inherited → '3', limit → '2', anything else (balance) → '1'. */
export function limitModeCode(mode: LimitModeName | string | null | undefined): LimitModeCode {
  return isOneOf(LIMIT_MODES, mode) ? LIMIT_MODE_CODES[mode] : LIMIT_MODE_CODES.balance;
}

/** '3' → inherited, '2' → limit, '1' → balance; any other code is not a mode (null). */
export function limitModeFromCode(code: string | number | null | undefined): LimitModeName | null {
  return LIMIT_MODES.find((mode) => LIMIT_MODE_CODES[mode] === String(code)) ?? null;
}

/** virtual → '1', anything else (physical) → '0'. */
export function cardTypeCode(type: CardType | string | null | undefined): CardTypeCode {
  return type === 'virtual' ? CARD_TYPE_CODES.virtual : CARD_TYPE_CODES.physical;
}

/** '1' → virtual, anything else → physical. */
export function cardTypeFromCode(code: string | number | null | undefined): CardType {
  return String(code) === CARD_TYPE_CODES.virtual ? 'virtual' : 'physical';
}

/** The limit modes the user may pick for an entity: each needs `update_{entity}_limits_{mode}`. */
export function allowedLimitModes(entity: LimitEntity, isPermitted: (permissionName: string) => boolean): LimitModeName[] {
  return LIMIT_MODES.filter((mode) => isPermitted(limitPermission(entity, mode)));
}

/** Where an inherited limit comes from: card → member → department → company (which has nothing above it). */
export const LIMIT_INHERITS_FROM: Record<LimitEntity, Limit['inherited_from']> = {
  card: 'member',
  member: 'department',
  department: 'company',
  company: null,
};

/** What a limit's owner is called where it is set: 'Set on this department' (`spendboard.limits.set_on.*`). */
export function limitSetOnKey(entity: LimitEntity): string {
  return `spendboard.limits.set_on.${entity}`;
}

/**
 * The one-line explanation of a limit mode where it is chosen (`spendboard.limits.mode_help.*`): an
 * inherited limit names what it inherits from (the card holder, the department, the company).
 */
export function limitModeHelpKey(entity: LimitEntity, mode: LimitModeName): string {
  if (mode !== 'inherited') return `spendboard.limits.mode_help.${mode}`;
  return `spendboard.limits.mode_help.inherited.${LIMIT_INHERITS_FROM[entity] ?? 'company'}`;
}

/** A new limit with nothing set or spent: inherited from the entity above. */
export function emptyLimit(entity: LimitEntity, currency: Currency): Limit {
  return { mode: 'inherited', amount: 0, spent: 0, balance: 0, currency, inherited_from: LIMIT_INHERITS_FROM[entity] };
}
