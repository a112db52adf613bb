/**
 * `npm run api:test -- --base-url <URL> --user <email> --password <pw>`: contract tests against a
 * running backend (see `--help` and scripts/api-test/). Exit code 1 on any violation, 2 on a usage error
 * or a run that could not start (sign-in refused, backend down).
 */
import { HELP, parseApiTestArgs } from './api-test/options.ts';
import { summaryLines, writeReports } from './api-test/report.ts';
import { runApiTest } from './api-test/runApiTest.ts';

let options;
try {
  options = parseApiTestArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
  process.exit(2);
}
if (options === 'help') {
  console.log(HELP);
  process.exit(0);
}
try {
  const report = await runApiTest(options);
  for (const line of summaryLines(report)) console.log(line);
  if (options.report) {
    const { json, junit } = writeReports(report, options.report);
    console.log(`reports: ${json}, ${junit}`);
  }
  process.exit(report.violations.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`api:test could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
