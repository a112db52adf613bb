import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATHERED_INDEXES, expectedIndex, gatheredFiles, indexPath, indexSource } from '../../../scripts/resources/gatherResources';

describe('the generated indexes the registries gather resources through', () => {
  it.each(GATHERED_INDEXES.map((index) => [path.relative(process.cwd(), indexPath(index)), index] as const))(
    '%s imports every file of its folder: `npm run resources:gather` writes it',
    async (_, index) => {
      expect(readFileSync(indexPath(index), 'utf8')).toBe(await expectedIndex(index));
    },
  );

  it('would name a new file, so one left out fails the test above', () => {
    const [declarations] = GATHERED_INDEXES;
    const source = indexSource(declarations, [...gatheredFiles(declarations), 'widgets.ts']);
    expect(source).toContain("import widgets from './widgets';");
    expect(source).not.toBe(readFileSync(indexPath(declarations), 'utf8'));
  });
});
