/**
 * The optional language model (an OpenAI-compatible `/chat/completions` endpoint with function
 * calling). The model reads the question and writes the reply; every figure comes from the
 * engine's tools (`runQuery`), the same code the embedded engine answers with.
 *
 * What is trusted: a number in the model's reply must appear in the results of the tools it called
 * in this reply. When the model answers with a number without calling a tool, writes a number no
 * tool gave, or the endpoint fails, the reply is the embedded engine's own (its answer to the
 * question, or the tools' results as they are), marked `answered_by: engine`. A reply without any
 * number and without a tool call (a greeting, "I can't answer that") is passed through as it is.
 */
import type { ChatMessage } from '../../src/api/schema.d.ts';
import type { SpendReader } from './apiReader.ts';
import type { Answer, ChatReply, Citation } from './citations.ts';
import { answerQuestion, runQuery } from './engine.ts';
import type { PeriodSpec } from './period.ts';
import type { Query, SpendGroup } from './query.ts';
import { westernDigits } from './arabic.ts';
import { chatTexts, type ChatLocale } from './texts.ts';

export interface ModelConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

/** `OPENAI_BASE_URL`, `OPENAI_MODEL` and `OPENAI_API_KEY` all set: the model writes the replies. */
export function modelConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ModelConfig | null {
  const baseUrl = env.OPENAI_BASE_URL?.trim();
  const model = env.OPENAI_MODEL?.trim();
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!baseUrl || !model || !apiKey) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey, timeoutMs: Number(env.OPENAI_TIMEOUT_MS) || 20_000 };
}

const MAX_ROUNDS = 4;
const HISTORY_SENT = 10;

const COMPANY = { type: 'string', description: 'Part of a company name, to keep only that company.' };
const PERIOD = {
  period: { type: 'string', enum: ['this_month', 'last_month', 'this_year', 'last_year', 'last_days', 'month'] },
  days: { type: 'integer', minimum: 1, maximum: 366, description: 'With period last_days.' },
  month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'With period month: YYYY-MM.' },
};

export const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'spend_totals',
      description:
        'Spend (approved and settled expenses) per currency, grouped by company, category, merchant or person, for a period; optionally the change against the period before, or only the top ones.',
      parameters: {
        type: 'object',
        properties: {
          group_by: { type: 'string', enum: ['company', 'category', 'merchant', 'person'] },
          ...PERIOD,
          compare: { type: 'boolean' },
          top: { type: 'boolean' },
          company: COMPANY,
          category: { type: 'string' },
          merchant: { type: 'string' },
          person: { type: 'string' },
        },
        required: ['group_by', 'period'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'approvals',
      description: 'Expenses and bills waiting for approval and overdue bills, with their priority (Low, Medium, High, Urgent).',
      parameters: { type: 'object', properties: { company: COMPANY } },
    },
  },
  {
    type: 'function',
    function: {
      name: 'card_limits',
      description: 'Cards that have used 80% or more of their own limit.',
      parameters: { type: 'object', properties: { company: COMPANY } },
    },
  },
  {
    type: 'function',
    function: {
      name: 'unusual_spend',
      description: "Expenses of a period that are 3 times or more their company's median expense.",
      parameters: { type: 'object', properties: { ...PERIOD, company: COMPANY } },
    },
  },
] as const;

const SYSTEM_PROMPT = [
  'You are the spend assistant of a finance app for UAE companies.',
  'Answer only from the results of the tools. Never write a number that is not in a tool result, and never convert currencies.',
  'Keep the [n] reference after each figure exactly as the tool wrote it.',
  'If no tool fits the question, say plainly that you cannot answer it, without numbers.',
].join(' ');

/** The reply's language: the app's (the tools already write their results in it). */
const languageRule = (locale: ChatLocale) =>
  `Reply in ${chatTexts(locale).languageName}, the language of the app, whatever the language of the question; keep company, merchant and person names as they are.`;

type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

function periodArg(args: Record<string, unknown>, fallback: PeriodSpec): PeriodSpec {
  switch (args.period) {
    case 'this_month':
    case 'last_month':
    case 'this_year':
    case 'last_year':
      return { kind: args.period };
    case 'last_days':
      return { kind: 'last_days', days: Math.max(1, Math.min(366, Math.round(Number(args.days) || 30))) };
    case 'month':
      return typeof args.month === 'string' && /^\d{4}-\d{2}$/.test(args.month) ? { kind: 'month', month: args.month } : fallback;
    default:
      return fallback;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A tool call's arguments as the engine's query; null for an unknown tool. */
export function queryOfToolCall(name: string, args: Record<string, unknown>): Query | null {
  const company = text(args.company);
  switch (name) {
    case 'spend_totals': {
      const groups: SpendGroup[] = ['company', 'category', 'merchant', 'person'];
      const groupBy = groups.includes(args.group_by as SpendGroup) ? (args.group_by as SpendGroup) : 'company';
      return {
        kind: 'spend',
        groupBy,
        period: periodArg(args, { kind: 'this_month' }),
        compare: args.compare === true,
        top: args.top === true,
        filters: { company, category: text(args.category), merchant: text(args.merchant), person: text(args.person) },
      };
    }
    case 'approvals':
      return { kind: 'approvals', filters: { company } };
    case 'card_limits':
      return { kind: 'limits', filters: { company } };
    case 'unusual_spend':
      return { kind: 'unusual', period: periodArg(args, { kind: 'last_days', days: 90 }), filters: { company } };
    default:
      return null;
  }
}

const REF = /\[\d+\]/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;
/** The numbers a text states (the `[n]` refs aside), in Western digits, written without grouping commas. */
export function numbersIn(value: string): string[] {
  return (westernDigits(value).replace(REF, ' ').match(NUMBER) ?? []).map((number) => number.replace(/,/g, ''));
}

async function completion(config: ModelConfig, messages: ModelMessage[]): Promise<{ content: string | null; tool_calls?: ToolCall[] }> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({ model: config.model, messages, tools: TOOLS, tool_choice: 'auto', temperature: 0 }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`The model endpoint answered ${response.status}.`);
  const body = (await response.json()) as { choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] } }[] };
  const message = body.choices?.[0]?.message;
  if (!message) throw new Error('The model endpoint sent no message.');
  return { content: message.content ?? null, tool_calls: message.tool_calls };
}

const engineReply = (answer: Answer): ChatReply => ({ response: answer.text, citations: answer.citations, answered_by: 'engine' });

export async function answerWithModel(input: {
  question: string;
  history: readonly ChatMessage[];
  reader: SpendReader;
  today: string;
  config: ModelConfig;
  locale?: ChatLocale;
}): Promise<ChatReply> {
  const { question, history, reader, today, config, locale = 'en' } = input;
  const engineAnswer = () => answerQuestion(question, reader, today, locale);
  const messages: ModelMessage[] = [
    { role: 'system', content: `${SYSTEM_PROMPT} ${languageRule(locale)} Today is ${today} (Dubai).` },
    ...history
      .slice(-HISTORY_SENT)
      .map((message): ModelMessage =>
        message.sender === 'user' ? { role: 'user', content: message.text } : { role: 'assistant', content: message.text },
      ),
    { role: 'user', content: question },
  ];
  const results: Answer[] = [];
  const citations: Citation[] = [];
  try {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const reply = await completion(config, messages);
      const calls = reply.tool_calls ?? [];
      if (calls.length === 0) return checkedReply(reply.content ?? '', results, citations, engineAnswer);
      messages.push({ role: 'assistant', content: reply.content, tool_calls: calls });
      for (const call of calls) {
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(call.function.arguments || '{}') as Record<string, unknown>;
        } catch {
          // Unreadable arguments: the tool runs with its defaults.
        }
        const query = queryOfToolCall(call.function.name, args);
        const result = query
          ? await runQuery(query, reader, { today, firstRef: citations.length + 1, locale })
          : { text: chatTexts(locale).noTool(call.function.name), citations: [] };
        results.push(result);
        citations.push(...result.citations);
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.text });
      }
    }
  } catch {
    // The endpoint failed or timed out: the engine answers instead.
    return results.length > 0 ? engineReply(joined(results, citations)) : engineReply(await engineAnswer());
  }
  return engineReply(results.length > 0 ? joined(results, citations) : await engineAnswer());
}

const joined = (results: Answer[], citations: Citation[]): Answer => ({
  text: results.map((result) => result.text).join('\n\n'),
  citations,
});

async function checkedReply(
  content: string,
  results: Answer[],
  citations: Citation[],
  engineAnswer: () => Promise<Answer>,
): Promise<ChatReply> {
  const stated = numbersIn(content);
  if (results.length === 0) {
    // No tool was called: a reply with a number in it is unverified, so the engine answers instead.
    return stated.length === 0 && content.trim() !== ''
      ? { response: content.trim(), citations: [], answered_by: 'model' }
      : engineReply(await engineAnswer());
  }
  const known = new Set(results.flatMap((result) => numbersIn(result.text)));
  if (content.trim() === '' || stated.some((number) => !known.has(number))) return engineReply(joined(results, citations));
  const refs = new Set((content.match(REF) ?? []).map((ref) => Number(ref.slice(1, -1))));
  const cited = citations.filter((citation) => refs.has(citation.ref));
  return { response: content.trim(), citations: cited.length > 0 ? cited : citations, answered_by: 'model' };
}
