// `npm run api:check`: the OpenAPI description lints clean and the committed
// src/api/schema.d.ts is what `npm run api:gen` would write today.
import { spawnSync } from 'node:child_process';

function run(label, command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const output = `${result.stdout}${result.stderr}`;
  return { label, status: result.status ?? 1, output };
}

const lint = run('redocly lint', 'npx', ['--no', 'redocly', 'lint', 'openapi/openapi.yaml', '--format', 'stylish']);
// Redocly can print failures and still exit 0: count the errors it reports too.
const lintErrors = /(\d+) errors?\b/i.exec(lint.output)?.[1];
const lintFailed = lint.status !== 0 || (lintErrors !== undefined && Number(lintErrors) > 0) || /Failed to parse/i.test(lint.output);

const drift = run('schema drift', 'npx', ['--no', 'openapi-typescript', 'openapi/openapi.yaml', '-o', 'src/api/schema.d.ts', '--check']);
const driftFailed = drift.status !== 0;

for (const [step, failed] of [
  [lint, lintFailed],
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
process.exit(lintFailed || driftFailed ? 1 : 0);
