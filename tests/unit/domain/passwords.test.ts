import { describe, expect, it } from 'vitest';
import { PASSWORD_PROBLEM_TEXT, passwordProblems } from '../../../src/domain/passwords';

const pair = (password: string, password_confirmation = password) => passwordProblems({ password, password_confirmation });

describe('passwordProblems', () => {
  it('accepts 8+ characters with a letter and a digit, typed twice', () => {
    expect(pair('abcdefg1')).toEqual({});
    expect(pair('Ünïcode٣xyzw')).toEqual({});
  });

  it('names every broken rule of the password', () => {
    expect(pair('')).toEqual({ password: ['required'] });
    expect(pair('a1')).toEqual({ password: ['too_short'] });
    expect(pair('12345678')).toEqual({ password: ['needs_letter'] });
    expect(pair('abcdefgh')).toEqual({ password: ['needs_digit'] });
    expect(pair(`a1${'x'.repeat(127)}`)).toEqual({ password: ['too_long'] });
  });

  it('reports a confirmation that differs, on its own field', () => {
    expect(pair('abcdefg1', 'abcdefg2')).toEqual({ password_confirmation: ['mismatch'] });
    expect(pair('short', 'other')).toEqual({ password: ['too_short', 'needs_digit'], password_confirmation: ['mismatch'] });
  });

  it('has an API wording for each problem', () => {
    expect(PASSWORD_PROBLEM_TEXT.too_short).toBe('The password must be at least 8 characters.');
  });
});
