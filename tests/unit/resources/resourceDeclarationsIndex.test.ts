import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECLARATIONS_INDEX, declarationFiles, declarationsIndexSource } from '../../../scripts/resources/gatherResources';

describe('src/domain/resources/index.ts (the resource declarations the app and the mock read)', () => {
  it('imports every declaration file of its folder: `npm run resources:gather` writes it', () => {
    expect(readFileSync(DECLARATIONS_INDEX, 'utf8')).toBe(declarationsIndexSource(declarationFiles()));
  });

  it('would name a new declaration file, so one left out fails the test above', () => {
    const source = declarationsIndexSource([...declarationFiles(), 'costCentres.ts']);
    expect(source).toContain("import costCentres from './costCentres';");
    expect(source).not.toBe(readFileSync(DECLARATIONS_INDEX, 'utf8'));
  });
});
