/**
 * Config values (spec §3): limit modes and card types as the codes write calls send.
 */
import type { components } from '../api/schema';
import { LIMIT_MODES, limitPermission, type LimitEntity, type LimitModeName } from './permissionNames';

export type LimitModeCode = '1' | '2' | '3';
type CardType = components['schemas']['CardType'];
type Limit = components['schemas']['Limit'];
type Currency = components['schemas']['Currency'];
export type CardTypeCode = '0' | '1';

/** inherited → '3', limit → '2', anything else (balance) → '1'. */
export function limitModeCode(mode: LimitModeName | string | null | undefined): LimitModeCode {
  if (mode === 'inherited') return '3';
  if (mode === 'limit') return '2';
  return '1';
}

/** '3' → inherited, '2' → limit, '1' → balance; any other code is not a mode (null). */
export function limitModeFromCode(code: string | number | null | undefined): LimitModeName | null {
  switch (String(code)) {
    case '3':
      return 'inherited';
    case '2':
      return 'limit';
    case '1':
      return 'balance';
    default:
      return null;
  }
}

/** virtual → '1', anything else (physical) → '0'. */
export function cardTypeCode(type: CardType | string | null | undefined): CardTypeCode {
  return type === 'virtual' ? '1' : '0';
}

/** '1' → virtual, anything else → physical. */
export function cardTypeFromCode(code: string | number | null | undefined): CardType {
  return String(code) === '1' ? 'virtual' : 'physical';
}

/** The limit modes the user may pick for an entity: each needs `update_{entity}_limits_{mode}`. */
export function allowedLimitModes(
  entity: LimitEntity,
  isPermitted: (permissionName: string) => boolean,
): LimitModeName[] {
  return LIMIT_MODES.filter((mode) => isPermitted(limitPermission(entity, mode)));
}

/** Where an inherited limit comes from: card → member → department → company (which has nothing above it). */
export const LIMIT_INHERITS_FROM: Record<LimitEntity, Limit['inherited_from']> = {
  card: 'member',
  member: 'department',
  department: 'company',
  company: null,
};

/** A new limit with nothing set or spent: inherited from the entity above. */
export function emptyLimit(entity: LimitEntity, currency: Currency): Limit {
  return { mode: 'inherited', amount: 0, spent: 0, balance: 0, currency, inherited_from: LIMIT_INHERITS_FROM[entity] };
}
