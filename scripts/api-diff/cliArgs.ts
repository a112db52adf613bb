// The command line of `npm run api:diff`.
import { parseArgs } from 'node:util';
import type { FailOn, Format } from './report.ts';

export const USAGE = `Usage: npm run api:diff -- [BASE | --base <rev> | <before> <after>] [--fail-on error|warning] [--format text|markdown|json] [--report <file>]
  BASE, --base <rev>  a git revision whose openapi/ the working tree's is compared with (default HEAD)
  <before> <after>    two contracts instead: files, or folders holding openapi.yaml (or openapi/openapi.yaml)
  --fail-on           exit 1 on an error (default) or on a warning too; exit 2 when it could not compare
  --format            text (default), markdown or json
  --report <file>     also writes <file>.json and <file>.md (a .json or .md extension is dropped first)`;

export interface ApiDiffArgs {
  base?: string;
  specs?: [string, string];
  failOn: FailOn;
  format: Format;
  report?: string;
}

const FAIL_ON: readonly FailOn[] = ['error', 'warning'];
const FORMATS: readonly Format[] = ['text', 'markdown', 'json'];

/** The options, or the reason they make no sense. */
export function parseApiDiffArgs(argv: string[]): ApiDiffArgs | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      allowPositionals: true,
      options: { base: { type: 'string' }, 'fail-on': { type: 'string' }, format: { type: 'string' }, report: { type: 'string' } },
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  const failOn = (values['fail-on'] ?? 'error') as FailOn;
  const format = (values.format ?? 'text') as Format;
  const report = values.report ? { report: values.report } : {};
  if (!FAIL_ON.includes(failOn)) return { error: `--fail-on takes error or warning, not "${failOn}".` };
  if (!FORMATS.includes(format)) return { error: `--format takes text, markdown or json, not "${format}".` };
  if (positionals.length > 2) return { error: 'At most two contracts to compare.' };
  if (positionals.length === 2) {
    if (values.base) return { error: '--base compares with git; two contracts compare with each other: give one or the other.' };
    return { specs: [positionals[0], positionals[1]], failOn, format, ...report };
  }
  if (positionals.length === 1 && values.base) return { error: `Two bases: "${positionals[0]}" and --base ${values.base}.` };
  return { base: values.base ?? positionals[0], failOn, format, ...report };
}
