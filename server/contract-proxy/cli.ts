import { parseArgs } from 'node:util';
import { DEFAULT_HOST } from '../app.ts';
import { CONTRACT_PAGE_PATH, startContractProxy } from './proxyApp.ts';
import { DEFAULT_KEEP } from './violationLog.ts';

/**
 * `npm run api:proxy -- --upstream <URL> [--port N] [--host H] [--keep N] [--dist DIR]`: the built app
 * with its API calls forwarded to a real backend and checked against openapi/ both ways.
 */
const USAGE = 'Usage: npm run api:proxy -- --upstream <URL> [--port 8080] [--host 127.0.0.1] [--keep 500] [--dist dist]';

let values;
try {
  ({ values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      keep: { type: 'string' },
      dist: { type: 'string' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}

const fail = (message: string): never => {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
};
const upstream = values.upstream ?? fail('--upstream is required: the origin of the backend to check, e.g. https://api.example.test.');
if (!/^https?:\/\/[^/]/.test(upstream)) fail(`--upstream must be an http(s) URL, not "${upstream}".`);
const port = Number(values.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`--port must be a port number, not "${values.port}".`);
const keep = Number(values.keep ?? DEFAULT_KEEP);
if (!Number.isInteger(keep) || keep < 1) fail(`--keep must be a positive integer, not "${values.keep}".`);

const proxy = await startContractProxy({
  upstream,
  port,
  host: values.host ?? (process.env.HOST || DEFAULT_HOST),
  keep,
  distDir: values.dist,
});
console.log(`Spendboard (built app) on ${proxy.url}, API calls forwarded to ${upstream} and checked against openapi/.`);
console.log(`Contract violations: ${proxy.url}${CONTRACT_PAGE_PATH}/violations (newest first; .json for JSON; the last ${keep} kept).`);
if (!process.env.OAUTH_UPSTREAM)
  console.log('Sign-in: the token relay (/auth/token) calls /oauth/token through this proxy (set OAUTH_UPSTREAM to send it elsewhere).');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void proxy.close().then(() => process.exit(0));
  });
}
