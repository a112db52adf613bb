import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Security headers on every response of `npm start`. The app's scripts come only from its own
 * origin (no inline script, no eval); MUI/emotion inject <style> elements, hence 'unsafe-inline'
 * for styles only. Nothing may frame the app, load plugins or rebase its URLs (PDFs are drawn by
 * pdf.js in a worker, not by the browser's plugin).
 */
const APP_POLICY: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

export function contentSecurityPolicy(overrides: Readonly<Record<string, string>> = {}): string {
  return Object.entries({ ...APP_POLICY, ...overrides })
    .map(([directive, value]) => `${directive} ${value}`)
    .join('; ');
}

/** The `'sha256-…'` sources of a page's inline scripts (the generated API reference has two). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return hashes;
}

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};
