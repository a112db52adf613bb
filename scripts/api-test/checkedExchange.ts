/**
 * Every request of `npm run api:test` goes through a small checking hop on 127.0.0.1: it checks the
 * request and the backend's answer with the contract proxy's ContractChecker (the mock API's own
 * express-openapi-validator setup), forwards the request byte for byte (server/contract-proxy/forward.ts)
 * and hands the findings back to the caller with the answer. So a real backend is held to exactly the
 * checks the mock answers with 500.
 */
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { ContractChecker, type CheckedExchange, type Finding } from '../../server/contract-proxy/contractChecker.ts';
import { decodedBody, forwardRequest, passedOnHeaders } from '../../server/contract-proxy/forward.ts';
import { parseQueryString } from '../../server/mock-api/http/queryString.ts';
import type { Answer } from './errorAnswer.ts';

export type { Finding };

/** One request as the cases describe it. */
export interface Exchange {
  method: string;
  /** Path and query (`/api/admin/cards?page=1`). */
  url: string;
  headers?: Record<string, string>;
  /** A JSON body (serialised) … */
  body?: unknown;
  /** … or raw text sent as application/json … */
  raw?: string;
  /** … or form data (multipart). */
  form?: FormData;
}

export interface CheckedAnswer extends Answer {
  /** What the validator found in the request (expected for a bad input) and in the answer (always a violation). */
  requestFindings: Finding[];
  responseFindings: Finding[];
  /** The contract path the request matched, or null. */
  route: string | null;
}

export interface CheckingHop {
  send: (exchange: Exchange) => Promise<CheckedAnswer>;
  close: () => Promise<void>;
}

const EXCHANGE_HEADER = 'x-api-test-exchange';

export interface CheckingHopOptions {
  /** False: requests are checked, answers left to the backend's own validator. */
  checkResponses?: boolean;
  /** How long the backend may stay silent. */
  timeoutMs?: number;
}

/** Starts the hop in front of `upstream` (the backend's origin and base path). */
export async function startCheckingHop(
  upstream: URL,
  { checkResponses = true, timeoutMs = 30_000 }: CheckingHopOptions = {},
): Promise<CheckingHop> {
  const checker = new ContractChecker();
  const findings = new Map<string, Omit<CheckedAnswer, keyof Answer>>();
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', parseQueryString);
  app.use((req, res) => {
    relay(req, checker)
      .then(({ id, status, headers, raw, checked }) => {
        findings.set(id, checked);
        res.writeHead(status, headers);
        res.end(raw);
      })
      .catch((error: unknown) => {
        // The backend did not answer (down, reset): a 502 the run reports as a server error on that request.
        const message = `api:test could not reach ${upstream.origin}: ${error instanceof Error ? error.message : String(error)}`;
        res.status(502).json({ message });
      });
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const hopUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let count = 0;

  async function relay(req: Request, checker: ContractChecker) {
    const id = String(req.headers[EXCHANGE_HEADER]);
    delete req.headers[EXCHANGE_HEADER];
    const body = await readBody(req);
    let exchange: CheckedExchange;
    try {
      exchange = await checker.check(req, body);
    } catch (error) {
      // A request the validator cannot even read (a malformed multipart body) is a bad input: still sent.
      const message = error instanceof Error ? error.message : String(error);
      exchange = { requestFindings: [{ side: 'request', pointer: '', message }], route: null, checkResponse: () => [] };
    }
    const answer = await forwardRequest(upstream, { method: req.method, url: req.originalUrl, headers: req.headers, body }, timeoutMs);
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const status = answer.statusCode ?? 502;
    const decoded = decodedBody(raw, answer.headers['content-encoding']) ?? Buffer.alloc(0);
    const { body: parsed, finding, json } = parseAnswer(decoded, answer.headers['content-type']);
    // As in the mock, JSON answers are validated (files are not) and 5xx are left to the runner.
    const responseFindings = finding
      ? [finding]
      : checkResponses && json && status >= 200 && status < 500
        ? exchange.checkResponse({ status, contentType: answer.headers['content-type'], body: parsed })
        : [];
    return {
      id,
      status,
      headers: passedOnHeaders(answer),
      raw,
      checked: { requestFindings: exchange.requestFindings, responseFindings, route: exchange.route },
    };
  }

  return {
    async send({ method, url, headers = {}, body, raw, form }) {
      const id = String((count += 1));
      const text = raw ?? (body === undefined ? undefined : JSON.stringify(body));
      const response = await fetch(`${hopUrl}${url}`, {
        method,
        headers: { ...headers, ...(text === undefined ? {} : { 'Content-Type': 'application/json' }), [EXCHANGE_HEADER]: id },
        body: form ?? text,
      });
      const answerText = await response.text();
      const checked = findings.get(id) ?? { requestFindings: [], responseFindings: [], route: null };
      findings.delete(id);
      return { status: response.status, text: answerText, json: parseJson(answerText), ...checked };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The answer's body as the validator takes it (JSON parsed), or why it cannot be read; `json` false for files and empty answers. */
function parseAnswer(decoded: Buffer, contentType: string | undefined): { body: unknown; json: boolean; finding?: Finding } {
  if (decoded.length === 0 || !/^application\/([\w.-]+\+)?json\b/i.test(contentType ?? '')) return { body: undefined, json: false };
  const body = parseJson(decoded.toString('utf8'));
  if (body !== undefined) return { body, json: true };
  const message = `The body is not valid JSON though its Content-Type is ${contentType}.`;
  return { body, json: true, finding: { side: 'response', pointer: '/', message } };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
