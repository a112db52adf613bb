import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

/** Set anew for the upstream: its Host, the buffered body's length. */
const FRAMING = new Set(['host', 'transfer-encoding', 'content-length', 'expect']);

export interface ForwardRequest {
  method: string;
  /** Path and query, as the client sent them. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** How long the upstream may stay silent (before its answer or inside its body) before the exchange fails. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

/** The upstream was silent for longer than the proxy waits (`--upstream-timeout-ms`). */
export class UpstreamTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/**
 * Sends a request to `upstream` (its origin and base path) with the client's method, path, query, headers
 * and exact body bytes; Host is the upstream's. A silence of `timeoutMs` (before the answer or inside
 * its body) ends the exchange with an UpstreamTimeoutError.
 */
export function forwardRequest(upstream: URL, { method, url, headers, body }: ForwardRequest, timeoutMs: number): Promise<IncomingMessage> {
  const outgoing: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    // The body is read whole: its framing (and a 100-continue handshake) belonged to the client's hop.
    if (value === undefined || HOP_BY_HOP.has(name) || FRAMING.has(name)) continue;
    outgoing[name] = value;
  }
  outgoing.host = upstream.host;
  if (body.length > 0 || headers['content-length'] !== undefined) outgoing['content-length'] = String(body.length);
  const basePath = upstream.pathname.replace(/\/$/, '');
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let answer: IncomingMessage | undefined;
    const outgoingRequest = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || undefined,
        method,
        path: `${basePath}${url}`,
        headers: outgoing,
      },
      (received) => {
        answer = received;
        resolve(received);
      },
    );
    outgoingRequest.setTimeout(timeoutMs, () => {
      const error = new UpstreamTimeoutError(timeoutMs);
      // Inside the body the answer itself fails with the reason; before it, the request does.
      answer?.destroy(error);
      outgoingRequest.destroy(error);
    });
    outgoingRequest.on('error', reject);
    outgoingRequest.end(body);
  });
}

/** The upstream's headers as a flat [name, value, …] list in their order and spelling, without hop-by-hop ones. */
export function passedOnHeaders(answer: IncomingMessage): string[] {
  const flat: string[] = [];
  for (let index = 0; index < answer.rawHeaders.length; index += 2) {
    if (!HOP_BY_HOP.has(answer.rawHeaders[index].toLowerCase())) flat.push(answer.rawHeaders[index], answer.rawHeaders[index + 1]);
  }
  return flat;
}

/** A copy of the body without its Content-Encoding, for validation; undefined for an encoding it cannot undo. */
export function decodedBody(raw: Buffer, contentEncoding: string | undefined): Buffer | undefined {
  const encodings = (contentEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '' && part !== 'identity');
  let body = raw;
  for (const encoding of encodings.reverse()) {
    if (encoding === 'gzip' || encoding === 'x-gzip') body = gunzipSync(body);
    else if (encoding === 'deflate') body = inflateSync(body);
    else if (encoding === 'br') body = brotliDecompressSync(body);
    else return undefined;
  }
  return body;
}
