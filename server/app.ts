import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import { createMockApi, type MockApi, type MockApiOptions } from './mock-api/index.ts';
import { apiDocsPolicy, builtFiles, sendHtml } from './web/builtFiles.ts';
import { securityHeaders } from './web/securityHeaders.ts';

export interface StartServerOptions {
  /** 0 picks a free port (tests). Default: PORT or 8080. */
  port?: number;
  host?: string;
  /** The built app (`npm run build`). Default: <repo>/dist. */
  distDir?: string;
  mock?: Partial<MockApiOptions>;
}

export interface RunningServer {
  url: string;
  mockApi: MockApi;
  close: () => Promise<void>;
}

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
/** Paths that never fall back to the SPA: unknown ones answer a JSON 404. */
const SERVER_PATH = /^\/(api|oauth|__mock)(\/|$)/;

/** One Express app: the built SPA, its API reference, and the mock API, on one port. */
export function createServerApp(options: Pick<StartServerOptions, 'distDir' | 'mock'> = {}): { app: Express; mockApi: MockApi } {
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
  app.use(builtFiles(distDir));
  // The AI spend assistant (server/chat/, POST /api/chat) mounts here in a later issue.
  app.use(mockApi.app);
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATH.test(req.path)) return next();
    sendHtml(res, indexHtml, 'npm run build');
  });
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  return { app, mockApi };
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { app, mockApi } = createServerApp(options);
  const port = options.port ?? (Number(process.env.PORT) || 8080);
  const host = options.host ?? '0.0.0.0';
  const server = await new Promise<ReturnType<Express['listen']>>((resolve, reject) => {
    const listening = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${actualPort}`,
    mockApi,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
