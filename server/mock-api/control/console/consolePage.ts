import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { notFound } from '../../http/errors.ts';

/** The page's HTML, script and style: files, so the app's Content-Security-Policy (no inline script) holds. */
const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
export const CONSOLE_ASSETS_PATH = '/console';

/**
 * `/__mock/` in a browser: the QA console (journal, faults, snapshots, scenarios, sandboxes, clock, outbox).
 * The page and its assets hold no data, so they are served without the control token; the page asks
 * for the token, keeps it in sessionStorage and sends it as `X-Mock-Control` on every control call
 * it makes. Registered before the token check. Only a request that prefers HTML gets the page:
 * `GET /__mock` asked for JSON is the controls' index (controlsDescription.ts).
 */
export function registerConsolePage(router: Router): void {
  router.get('/', (req, res, next) => {
    if (req.accepts(['json', 'html']) !== 'html') return next();
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile('console.html', { root: ASSETS_DIR });
  });
  router.use(CONSOLE_ASSETS_PATH, express.static(ASSETS_DIR, { index: false }), () => {
    throw notFound('The console has no such file.');
  });
}
