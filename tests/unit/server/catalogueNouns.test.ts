import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOUNS } from '../../../server/mock-api/http/arabicNouns';

const ROUTES = path.resolve(import.meta.dirname, '../../../server/mock-api/routes');

/** The `noun` of every `registerCatalogueRoutes` call of the mock's route files. */
function routeNouns(): string[] {
  return readdirSync(ROUTES)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(path.join(ROUTES, file), 'utf8').matchAll(/registerCatalogueRoutes[\s\S]*?\n\s+noun: '([^']+)'/g)])
    .map((match) => match[1]);
}

describe("the mock's Arabic catalogue nouns (issue 34 item 1)", () => {
  it('has a declared Arabic noun for every catalogue the routes register, so no message falls back to "item"', () => {
    const nouns = routeNouns();
    expect(nouns.length).toBeGreaterThanOrEqual(11);
    expect(nouns.filter((noun) => !Object.hasOwn(CATALOGUE_NOUNS, noun))).toEqual([]);
  });
});
