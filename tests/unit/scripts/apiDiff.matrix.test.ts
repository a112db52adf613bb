// The break matrix: every known change of tests/fixtures/api-diff/matrix.yaml gets exactly the
// verdicts (level and rule, at the named place) listed for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { diffSpecs } from '../../../scripts/api-diff.ts';
import { RULES } from '../../../scripts/api-diff/rules.ts';
import { bundledBase, edited, loadMatrix } from './apiDiffFixture.ts';

const matrix = loadMatrix();
let base: Record<string, unknown>;

beforeAll(async () => {
  base = await bundledBase();
}, 30_000);

describe('the api:diff break matrix', () => {
  it('has at least 30 cases, breaking and not', () => {
    expect(matrix.length).toBeGreaterThanOrEqual(30);
    const levels = new Set(matrix.flatMap((entry) => entry.expect.map(({ level }) => level)));
    expect([...levels].sort()).toEqual(['error', 'info', 'warning']);
  });

  it('judges by every rule in at least one case', () => {
    const judged = new Set(matrix.flatMap((entry) => entry.expect.map(({ rule }) => rule)));
    expect(Object.keys(RULES).filter((rule) => !judged.has(rule))).toEqual([]);
  });

  it('finds nothing between the base and itself', () => {
    expect(diffSpecs(base, structuredClone(base))).toEqual([]);
  });

  it.each(matrix.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const changes = diffSpecs(base, edited(base, entry.edits));
    const verdicts = changes.map(({ level, rule, subject }) => ({ level, rule, subject }));
    for (const expected of entry.expect) {
      const found = changes.find(({ rule, subject }) => rule === expected.rule && subject === expected.subject);
      expect(found, `${expected.rule} ${expected.subject} in ${JSON.stringify(verdicts)}`).toBeDefined();
      expect(found!.level).toBe(expected.level);
      if (expected.operations) expect(found!.operations).toEqual(expected.operations);
    }
    const breaking = (list: { level: string; rule: string; subject: string }[]) =>
      list
        .filter(({ level }) => level !== 'info')
        .map(({ level, rule, subject }) => `${level} ${rule} ${subject}`)
        .sort();
    expect(breaking(verdicts)).toEqual(breaking(entry.expect));
  });
});
