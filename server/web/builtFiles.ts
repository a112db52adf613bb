import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, normalize, sep } from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import { isPublicPath } from '../../src/domain/publicRoutes.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './securityHeaders.ts';

/** Vite names hashed files `name-<hash>.ext` under assets/: they never change, so caches keep them. */
const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built files that `scripts/precompress.mjs` wrote as .br and .gz siblings. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name.toLowerCase());
  }
  return accepted;
}

/**
 * Serves a precompressed sibling (.br, else .gz) of a built file when the browser accepts it.
 * The file type stays the original's; `Vary: Accept-Encoding` keeps shared caches honest.
 */
function precompressed(distDir: string): RequestHandler {
  const root = normalize(distDir + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = normalize(join(distDir, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root)) return next();
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find(({ name, suffix }) => accepted.has(name) && existsSync(file + suffix));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(file));
    res.setHeader('Cache-Control', HASHED_ASSET.test(req.path) ? IMMUTABLE : 'no-cache');
    // Its folder as the root, as sendHtml does: a precompressed build under a dot folder (`.cache/dist-x`) is served too.
    res.sendFile(basename(file) + encoding.suffix, { root: dirname(file), cacheControl: false });
  };
}

/** Static files of the built app: hashed assets cached for a year, everything else revalidated. */
export function builtFiles(distDir: string): RequestHandler[] {
  const serveStatic = express.static(distDir, {
    index: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
    },
  });
  return [precompressed(distDir), serveStatic];
}

/** index.html and the API reference are never cached without revalidation. */
export function sendHtml(res: Response, file: string, buildCommand: string): void {
  if (!existsSync(file)) {
    res.status(404).type('text/plain').send(`Not built yet: run \`${buildCommand}\` first.`);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  // Its folder as the root: a build kept under a dot folder (`.cache/dist-x`) is still served (send refuses
  // dot segments in the path it is given, not in its root).
  res.sendFile(basename(file), { root: dirname(file) });
}

/**
 * The app's index.html for a path the SPA serves. A public page (sign-in, password, legal) gets `data-boot="public"`
 * on <html>, so the boot frame index.html paints before any script is the sign-in card, not the signed-in shell.
 */
export function sendAppPage(path: string, res: Response, file: string, buildCommand: string): void {
  if (!isPublicPath(path) || !existsSync(file)) {
    sendHtml(res, file, buildCommand);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html').send(readFileSync(file, 'utf8').replace(/<html\b/, '<html data-boot="public"'));
}

/**
 * The generated API reference runs two inline scripts and Redoc's bundle from its CDN: its policy
 * allows exactly those, by hash, and keeps every other rule of the app's policy.
 */
export function apiDocsPolicy(file: string): string {
  const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return contentSecurityPolicy({
    'script-src': ["'self'", ...inlineScriptHashes(html), 'https://cdn.redocly.com'].join(' '),
    'worker-src': "'self' blob:",
  });
}
