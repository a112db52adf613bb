import { describe, expect, it } from 'vitest';
import {
  allowedLimitModes,
  cardTypeCode,
  cardTypeFromCode,
  limitModeCode,
  limitModeFromCode,
  limitModeHelpKey,
  limitSetOnKey,
} from '../../../src/domain/limits';
import { lookup } from '../../support/messageLookup';
import { en } from '../../../src/i18n/en';
import { ar } from '../../../src/i18n/ar';
import { LIMIT_MODES } from '../../../src/domain/permissionNames';

describe('limitModeCode', () => {
  it("sends inherited as '3', limit as '2' and balance as '1'", () => {
    expect(limitModeCode('inherited')).toBe('3');
    expect(limitModeCode('limit')).toBe('2');
    expect(limitModeCode('balance')).toBe('1');
  });

  it("sends anything else as '1'", () => {
    expect(limitModeCode('whatever')).toBe('1');
    expect(limitModeCode(undefined)).toBe('1');
    expect(limitModeCode(null)).toBe('1');
  });
});

describe('limitModeFromCode', () => {
  it('reads the codes back, as strings or numbers', () => {
    expect(limitModeFromCode('3')).toBe('inherited');
    expect(limitModeFromCode('2')).toBe('limit');
    expect(limitModeFromCode('1')).toBe('balance');
    expect(limitModeFromCode(2)).toBe('limit');
  });

  it('is the inverse of limitModeCode for every mode', () => {
    for (const mode of LIMIT_MODES) expect(limitModeFromCode(limitModeCode(mode))).toBe(mode);
  });

  it('does not read unknown codes as a mode', () => {
    for (const code of ['0', '4', '', null, undefined, 'limit']) expect(limitModeFromCode(code)).toBeNull();
  });
});

describe('cardTypeCode', () => {
  it("sends virtual as '1' and anything else as '0'", () => {
    expect(cardTypeCode('virtual')).toBe('1');
    expect(cardTypeCode('physical')).toBe('0');
    expect(cardTypeCode('Virtual')).toBe('0');
    expect(cardTypeCode(undefined)).toBe('0');
  });

  it('reads the codes back', () => {
    expect(cardTypeFromCode('1')).toBe('virtual');
    expect(cardTypeFromCode(1)).toBe('virtual');
    expect(cardTypeFromCode('0')).toBe('physical');
    expect(cardTypeFromCode(null)).toBe('physical');
  });
});

describe('allowedLimitModes', () => {
  it('offers each mode only with its update_{entity}_limits_{mode} permission', () => {
    const granted = new Set(['update_card_limits_inherited', 'update_card_limits_balance', 'update_member_limits_limit']);
    const has = (name: string) => granted.has(name);
    expect(allowedLimitModes('card', has)).toEqual(['inherited', 'balance']);
    expect(allowedLimitModes('member', has)).toEqual(['limit']);
    expect(allowedLimitModes('department', has)).toEqual([]);
  });
});

describe('limit copy fits its owner (issue 21 item 7)', () => {
  const text = (messages: object, key: string) => lookup(messages, key);

  it('says where a limit that is not inherited is set: on this card, person, department or company', () => {
    expect(text(en, limitSetOnKey('card'))).toBe('Set on this card');
    expect(text(en, limitSetOnKey('member'))).toBe('Set on this person');
    expect(text(en, limitSetOnKey('department'))).toBe('Set on this department');
    expect(text(en, limitSetOnKey('company'))).toBe('Set on this company');
    expect(text(ar, limitSetOnKey('department'))).toBe('محدد على هذا القسم');
  });

  it('explains each mode in one line, in English and Arabic; inherited names what it inherits from', () => {
    expect(text(en, limitModeHelpKey('card', 'inherited'))).toMatch(/card holder/);
    expect(text(en, limitModeHelpKey('member', 'inherited'))).toMatch(/department/);
    expect(text(en, limitModeHelpKey('department', 'inherited'))).toMatch(/company/);
    for (const entity of ['card', 'member', 'department', 'company'] as const) {
      for (const mode of LIMIT_MODES) {
        const english = text(en, limitModeHelpKey(entity, mode));
        const arabic = text(ar, limitModeHelpKey(entity, mode));
        expect(english, `${entity} ${mode}`).toMatch(/^(Inherited|Limit|Balance): [^\n]+$/);
        expect(arabic, `${entity} ${mode}`).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });
});
