import express, { type Router } from 'express';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import type { ChatRequest } from '../../src/api/schema.d.ts';
import { createApiReader, UnauthorizedError } from './apiReader.ts';
import { answerQuestion } from './engine.ts';
import { answerWithModel, modelConfigFromEnv, type ModelConfig } from './model.ts';
import { CHAT_LOCALES, chatTexts, DEFAULT_CHAT_LOCALE, type ChatLocale } from './texts.ts';

export const CHAT_PATH = '/api/chat';
const CONTEXT_KEYS = ['portfolioData', 'portfolioStats', 'approvalStats', 'portfolioCount', 'detailedApprovals', 'totalApprovals'] as const;

export interface ChatOptions {
  /** Where the admin API is read as the user: CHAT_API_UPSTREAM, else this server itself (the mock in dev and tests). */
  upstream: () => string;
  /** The language model, when configured (`modelConfigFromEnv`). */
  model: () => ModelConfig | null;
  /** The Dubai day answers are computed for. */
  today?: () => string;
}

export function chatOptionsFromEnv(ownOrigin: () => string, env: NodeJS.ProcessEnv = process.env): ChatOptions {
  return { upstream: () => env.CHAT_API_UPSTREAM || ownOrigin(), model: () => modelConfigFromEnv(env) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const listOfObjects = (value: unknown) => Array.isArray(value) && value.length <= 1000 && value.every(isRecord);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** ChatContext's field types (openapi/): unused for figures, yet a body breaking the contract is a 422. */
const validContext = (context: Record<string, unknown>) =>
  listOfObjects(context.portfolioData) &&
  listOfObjects(context.detailedApprovals) &&
  isRecord(context.portfolioStats) &&
  isRecord(context.approvalStats) &&
  isCount(context.portfolioCount) &&
  isCount(context.totalApprovals);

/** The request's field errors (ChatRequest in openapi/); empty when valid. */
export function chatRequestErrors(body: unknown): Record<string, string[]> {
  // No prototype: an unknown field named `__proto__` must land in the errors, not replace their prototype.
  const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  if (!isRecord(body)) return { message: ['The message field is required.'] };
  const { message, context, history, sessionId, locale } = body;
  if (typeof message !== 'string' || !/\S/.test(message)) errors.message = ['The message field is required.'];
  else if (message.length > 4000) errors.message = ['The message may not be greater than 4000 characters.'];
  if (!isRecord(context) || CONTEXT_KEYS.some((key) => !(key in context)))
    errors.context = [`The context must have ${CONTEXT_KEYS.join(', ')}.`];
  else if (!validContext(context))
    errors.context = [
      'The context must hold portfolioData and detailedApprovals as lists of at most 1000 objects, portfolioStats and approvalStats as objects, portfolioCount and totalApprovals as counts.',
    ];
  const validMessage = (entry: unknown) =>
    isRecord(entry) &&
    typeof entry.id === 'string' &&
    typeof entry.text === 'string' &&
    (entry.sender === 'user' || entry.sender === 'ai') &&
    typeof entry.timestamp === 'string';
  if (!Array.isArray(history) || history.length > 100 || !history.every(validMessage))
    errors.history = ['The history must be a list of at most 100 messages.'];
  if (typeof sessionId !== 'string' || sessionId.length < 1 || sessionId.length > 100) errors.sessionId = ['The session id is required.'];
  if (locale !== undefined && !CHAT_LOCALES.includes(locale as ChatLocale))
    errors.locale = [`The locale must be one of ${CHAT_LOCALES.join(', ')}.`];
  const unknown = Object.keys(body).filter((key) => !['message', 'context', 'history', 'sessionId', 'locale'].includes(key));
  for (const key of unknown) errors[key] = ['This field is not allowed.'];
  return errors;
}

/**
 * `POST /api/chat` (openapi/paths/chat.yaml): the AI spend assistant on the app's server. It reads
 * the admin API with the caller's own bearer token, so every figure is one the user may see. The
 * request's `context` (the app's summaries) is not used for figures: the answer is computed afresh.
 */
export function chatRouter(options: ChatOptions): Router {
  const router = express.Router();
  router.post(CHAT_PATH, express.json({ limit: '512kb' }), (req, res, next) => {
    const authorization = req.get('authorization') ?? '';
    if (!/^Bearer\s+\S+/.test(authorization)) {
      res.status(401).json({ message: 'Unauthenticated.' });
      return;
    }
    const errors = chatRequestErrors(req.body);
    if (Object.keys(errors).length > 0) {
      res.status(422).json({ message: Object.values(errors)[0][0], errors });
      return;
    }
    const body = req.body as ChatRequest;
    const reader = createApiReader({ origin: options.upstream(), authorization, sandbox: req.get('X-Mock-Sandbox') });
    const today = options.today?.() ?? dubaiToday();
    const model = options.model();
    const locale = body.locale ?? DEFAULT_CHAT_LOCALE;
    const reply = model
      ? answerWithModel({ question: body.message, history: body.history, reader, today, config: model, locale })
      : answerQuestion(body.message, reader, today, locale).then((answer) => ({
          response: answer.text,
          citations: answer.citations,
          answered_by: 'engine' as const,
        }));
    reply
      .then(async (answer) => {
        // A token the upstream refused already answered 401; an empty company list still needs a valid token.
        res.setHeader('Cache-Control', 'no-store');
        res.json(answer);
      })
      .catch((error: unknown) => {
        if (error instanceof UnauthorizedError) {
          res.status(401).json({ message: 'Unauthenticated.' });
          return;
        }
        next(error);
      });
  });
  router.use(CHAT_PATH, ((error, req, res, next) => {
    if (res.headersSent) return next(error);
    // In the asker's language when the body named a known one (it may not have been readable at all).
    const asked = (req.body as { locale?: unknown } | undefined)?.locale;
    const texts = chatTexts(CHAT_LOCALES.includes(asked as ChatLocale) ? (asked as ChatLocale) : DEFAULT_CHAT_LOCALE);
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ error: texts.unreadableQuestion });
      return;
    }
    console.error('[chat]', error instanceof Error ? error.message : error);
    res.status(500).json({ error: texts.failed });
  }) as express.ErrorRequestHandler);
  return router;
}
