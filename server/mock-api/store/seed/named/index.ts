// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.
import type { SeedStep } from '../seedContext.ts';
import expenseAutomations from './expenseAutomations.ts';

/** Every table's seed with a generator of its own (`ctx.seededFaker('<table>')`). */
export const NAMED_SEEDS: readonly SeedStep[] = [expenseAutomations];
