import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run api:proxy` as CI runs it: a child process, stopped with SIGTERM. */
export interface ProxyRun {
  url: string;
  /** Sends SIGTERM and resolves with the exit code and everything printed. */
  stop: () => Promise<{ code: number | null; output: string }>;
}

/** Starts the proxy's command line on a free port of 127.0.0.1 and resolves once it listens. */
export function startProxyCli(args: string[], env: Record<string, string> = {}): Promise<ProxyRun> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/contract-proxy/cli.ts', '--port', '0', '--host', '127.0.0.1', ...args],
    { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /on (http:\/\/localhost:\d+),/.exec(output);
      if (!listening) return;
      child.stdout?.off('data', onOutput);
      child.stdout?.on('data', (more: Buffer) => (output += more.toString('utf8')));
      resolve({
        url: listening[1].replace('localhost', '127.0.0.1'),
        stop: async () => {
          child.kill('SIGTERM');
          return { code: await exited, output };
        },
      });
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then((code) => reject(new Error(`The proxy ended (${code}) before it listened:\n${output}`)));
  });
}

/** A backend of the test's own making on 127.0.0.1; `close` also drops the connections it left hanging. */
export async function startUpstream(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
