import { describe, expect, it } from 'vitest';
import { errorHeading, notYetPath } from '../../../src/domain/publicRoutes';
import { supportMessageProblem } from '../../../src/domain/support';

describe('errorHeading', () => {
  it('prefers the status code, then the title, then the fallback', () => {
    expect(errorHeading({ statusCode: '503', title: 'Down', fallback: 'Oops!' })).toBe('503');
    expect(errorHeading({ statusCode: null, title: 'Down', fallback: 'Oops!' })).toBe('Down');
    expect(errorHeading({ statusCode: ' ', title: '', fallback: 'Oops!' })).toBe('Oops!');
    expect(errorHeading({ fallback: 'Oops!' })).toBe('Oops!');
  });
});

describe('notYetPath', () => {
  it('puts the label in the query, or leaves it out', () => {
    expect(notYetPath('Smart Comply')).toBe('/not-yet?label=Smart+Comply');
    expect(notYetPath('  ')).toBe('/not-yet');
    expect(notYetPath()).toBe('/not-yet');
  });
});

describe('supportMessageProblem', () => {
  it('checks the trimmed length', () => {
    expect(supportMessageProblem('   ')).toBe('required');
    expect(supportMessageProblem(' too short ')).toBe('too_short');
    expect(supportMessageProblem('long enough message')).toBeNull();
    expect(supportMessageProblem('x'.repeat(2001))).toBe('too_long');
  });
});
