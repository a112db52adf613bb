import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { notFound, validationFailed } from '../http/errors.ts';
import { checkedName } from './sandboxNames.ts';
import { scenarioProblems, toScenario, type Scenario, type ScenarioProblems } from './scenarioFile.ts';

/** Where QA keeps scenario files: `qa/scenarios/<name>.json` (`scenario.schema.json` there is their editor schema). */
export const SCENARIO_DIR = fileURLToPath(new URL('../../../qa/scenarios/', import.meta.url));
const SCENARIO_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.json$/;

export interface ScenarioSummary {
  name: string;
  description: string | null;
  base: Scenario['base'] | null;
  steps: number;
  /** Field → problems; empty when the file is a valid scenario. */
  problems: ScenarioProblems;
}

/** Every scenario file, sorted by name, with what is wrong with it (if anything). */
export async function listScenarios(dir = SCENARIO_DIR): Promise<ScenarioSummary[]> {
  const names = (await readdir(dir)).flatMap((file) => SCENARIO_FILE.exec(file)?.[1] ?? []).sort();
  return Promise.all(
    names.map(async (name) => {
      const { file, problems } = await parsed(dir, name);
      const record = (typeof file === 'object' && file !== null ? file : {}) as Record<string, unknown>;
      return {
        name,
        description: typeof record.description === 'string' ? record.description : null,
        base: (record.base as Scenario['base'] | undefined) ?? null,
        steps: Array.isArray(record.steps) ? record.steps.length : 0,
        problems,
      };
    }),
  );
}

/** The scenario of that name: 404 without its file, 422 naming each field of the file that is wrong. */
export async function readScenario(name: string, dir = SCENARIO_DIR): Promise<Scenario> {
  const { file, problems } = await parsed(dir, checkedName(name, 'name'));
  if (Object.keys(problems).length > 0) {
    const [field, [first]] = Object.entries(problems)[0];
    throw validationFailed(problems, `Scenario "${name}" is not valid: ${field || 'the file'}: ${first}`);
  }
  return toScenario(name, file as Record<string, unknown>);
}

async function parsed(dir: string, name: string): Promise<{ file: unknown; problems: ScenarioProblems }> {
  let text: string;
  try {
    text = await readFile(`${dir}${name}.json`, 'utf8');
  } catch {
    throw notFound(`No scenario "${name}" (GET /__mock/scenarios lists them; files are qa/scenarios/<name>.json).`);
  }
  try {
    const file = JSON.parse(text) as unknown;
    return { file, problems: scenarioProblems(file) };
  } catch (error) {
    return { file: null, problems: { '': [`Not JSON: ${(error as Error).message}`] } };
  }
}
