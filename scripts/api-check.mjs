// `npm run api:check`: the OpenAPI descriptions (the contract, the mock's controls) lint clean and the committed
// src/api/schema.d.ts is what `npm run api:gen` would write today.
import { spawnSync } from 'node:child_process';
import { OPENAPI_TYPESCRIPT_ARGS } from './openapiTypescript.mjs';

function run(label, command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const output = `${result.stdout}${result.stderr}`;
  return { label, status: result.status ?? 1, output };
}

/** Redocly lint of one description; it can print failures and still exit 0, so the errors it reports count too. */
function lintStep(label, file) {
  const step = run(label, 'npx', ['--no', 'redocly', 'lint', file, '--format', 'stylish']);
  const errors = /(\d+) errors?\b/i.exec(step.output)?.[1];
  return [step, step.status !== 0 || (errors !== undefined && Number(errors) > 0) || /Failed to parse/i.test(step.output)];
}

// The product contract, and the mock API's QA controls (server/mock-api/control/, linted by the same rules).
const [lint, lintFailed] = lintStep('redocly lint', 'openapi/openapi.yaml');
const [controlsLint, controlsLintFailed] = lintStep('redocly lint (mock controls)', 'openapi/mock-controls.yaml');

const drift = run('schema drift', 'npx', [...OPENAPI_TYPESCRIPT_ARGS, '--check']);
const driftFailed = drift.status !== 0;

for (const [step, failed] of [
  [lint, lintFailed],
  [controlsLint, controlsLintFailed],
  [drift, driftFailed],
]) {
  if (failed) {
    console.error(
      step.output
        .split('\n')
        .filter((line) => !/nodedir|[║╔╚]/.test(line))
        .join('\n'),
    );
  }
  console.log(`${failed ? '✗' : '✓'} ${step.label}`);
}
if (driftFailed) console.error('src/api/schema.d.ts is stale: run `npm run api:gen` and commit it.');
process.exit(lintFailed || controlsLintFailed || driftFailed ? 1 : 0);
