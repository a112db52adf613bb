import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { listScenarios, readScenario } from '../sandbox/scenarioLibrary.ts';
import { loadScenario } from '../sandbox/scenarioRun.ts';

/**
 * `GET /__mock/scenarios` lists the scenario files of `qa/scenarios/` with their descriptions (and
 * what is wrong with a broken one); `POST /__mock/scenarios/<name>` loads one into the caller's
 * sandbox (`X-Mock-Sandbox`, else the shared one): all of it, or nothing and a 422 naming the step.
 */
export function registerScenarioControls(router: Router, context: MockContext): void {
  router.get('/scenarios', async (_req, res) => {
    res.json({ data: await listScenarios() });
  });
  router.post('/scenarios/:name', async (req, res) => {
    const scenario = await readScenario(req.params.name);
    await loadScenario(context, scenario, context.sandboxes.mockApp());
    res.json({
      data: { name: scenario.name, description: scenario.description, sandbox: context.sandbox, steps: scenario.steps.length },
      message: `Scenario "${scenario.name}" loaded into sandbox "${context.sandbox}".`,
    });
  });
}
