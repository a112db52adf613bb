import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { chatOptionsFromEnv, chatRouter } from './chat/route.ts';
import { createMockApi, type MockApi, type MockApiOptions } from './mock-api/index.ts';
import { apiDocsPolicy, builtFiles, sendAppPage, sendHtml } from './web/builtFiles.ts';
import { securityHeaders } from './web/securityHeaders.ts';
import { tokenRelay, tokenRelayOptionsFromEnv } from './web/tokenRelay.ts';

export interface StartServerOptions {
  /** 0 picks a free port (tests). Default: PORT or 8080. */
  port?: number;
  /** Interface to listen on. Default: HOST or 127.0.0.1 (this machine only). */
  host?: string;
  /** The built app (`npm run build`). Default: <repo>/dist. */
  distDir?: string;
  mock?: Partial<MockApiOptions>;
}

export interface RunningServer {
  url: string;
  /** The interface it listens on. */
  host: string;
  mockApi: MockApi;
  close: () => Promise<void>;
}

export const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
/** Paths that never fall back to the SPA: unknown ones answer a JSON 404. */
const SERVER_PATH = /^\/(api|oauth|auth|__mock)(\/|$)/;

export interface ServerApp {
  app: Express;
  mockApi: MockApi;
  /** Where the token relay reaches the OAuth endpoint when OAUTH_UPSTREAM is unset: this server itself. */
  setOwnOrigin: (origin: string) => void;
}

/** One Express app: the built SPA, its API reference, the token relay and the mock API, on one port. */
export function createServerApp(options: Pick<StartServerOptions, 'distDir' | 'mock'> = {}): ServerApp {
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const indexHtml = `${distDir}/index.html`;
  const apiDocsHtml = `${distDir}/api-docs/index.html`;
  const mockApi = createMockApi(options.mock);
  const app = express();
  app.disable('x-powered-by');

  app.use(securityHeaders);
  // JSON answers and index.html compress on the fly; built assets are sent precompressed.
  app.use(compression());
  const docsPolicy = apiDocsPolicy(apiDocsHtml);
  app.get(['/api-docs', '/api-docs/', '/api-docs/index.html'], (_req, res) => {
    res.setHeader('Content-Security-Policy', docsPolicy);
    sendHtml(res, apiDocsHtml, 'npm run api:docs');
  });
  // The mock API's QA controls (openapi/mock-controls.yaml), a second page of the reference with its own script hashes.
  const controlsDocsHtml = `${distDir}/api-docs/mock-controls.html`;
  const controlsDocsPolicy = apiDocsPolicy(controlsDocsHtml);
  app.get('/api-docs/mock-controls.html', (_req, res) => {
    res.setHeader('Content-Security-Policy', controlsDocsPolicy);
    sendHtml(res, controlsDocsHtml, 'npm run api:docs');
  });
  app.use(builtFiles(distDir));
  let ownOrigin = `http://127.0.0.1:${Number(process.env.PORT) || 8080}`;
  app.use(tokenRelay(tokenRelayOptionsFromEnv(() => ownOrigin)));
  // The mock API, then the AI spend assistant (server/chat/), which reads the admin API as the user, from this server
  // unless CHAT_API_UPSTREAM says otherwise. The mock lets /api/chat through after its sandbox, journal and faults.
  app.use(mockApi.app);
  app.use(chatRouter(chatOptionsFromEnv(() => ownOrigin)));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATH.test(req.path)) return next();
    sendAppPage(req.path, res, indexHtml, 'npm run build');
  });
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  app.use(answerUnexpectedError);
  return { app, mockApi, setOwnOrigin: (origin) => (ownOrigin = origin) };
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { app, mockApi, setOwnOrigin } = createServerApp(options);
  const port = options.port ?? (Number(process.env.PORT) || 8080);
  const host = options.host ?? (process.env.HOST || DEFAULT_HOST);
  const server = await new Promise<ReturnType<Express['listen']>>((resolve, reject) => {
    const listening = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  // Idle keep-alive connections outlive the clients' own idle timeouts (Node's agent and undici keep a socket
  // about 4–5 s; Node's server closed it at 5 s): a client never sends on a socket the server is just closing,
  // which answered a busy machine's calls with ECONNRESET now and then (a load balancer in front keeps a shorter one).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const { port: actualPort, address } = server.address() as AddressInfo;
  const loopback = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  setOwnOrigin(`http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${actualPort}`);
  return {
    url: `http://localhost:${actualPort}`,
    host,
    mockApi,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The last handler: whatever escaped the others is a JSON 500, never Express's HTML page with a stack trace. */
export const answerUnexpectedError: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: status === 404 ? 'Not found.' : 'The request could not be handled.' });
    return;
  }
  console.error(`[server] ${req.method} ${req.originalUrl} → 500:`, error instanceof Error ? error.message : error);
  res.status(500).json({ message: 'Server Error' });
};
