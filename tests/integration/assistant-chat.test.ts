import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer();

const CONTEXT = { portfolioData: [], portfolioStats: {}, approvalStats: {}, portfolioCount: 0, detailedApprovals: [], totalApprovals: 0 };
const ask = (accessToken: string | undefined, body: Record<string, unknown>) => api.send('POST', '/api/chat', body, { accessToken });
const question = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  context: CONTEXT,
  history: [],
  sessionId: 's-1',
  ...extra,
});

type Reply = {
  response: string;
  citations: { ref: number; text: string; company_id: string; company_name: string; list: string; filter: object }[];
  answered_by: string;
};

describe('POST /api/chat in Arabic (locale)', () => {
  it('refuses a locale other than en or ar with a field error', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const locale of ['fr', '', 'AR', 7]) {
      const response = await ask(token, question('How much did each company spend this month?', { locale }));
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ locale: ['The locale must be one of en, ar.'] });
    }
  });

  it('answers an Arabic question in Arabic with the figures and links of the English answer', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const english = (await (await ask(token, question('How much did each company spend this month?'))).json()) as Reply;
    const response = await ask(token, question('كم أنفقت كل شركة هذا الشهر؟', { locale: 'ar' }));
    expect(response.status).toBe(200);
    const arabic = (await response.json()) as Reply;
    expect(arabic.answered_by).toBe('engine');
    expect(arabic.response).toMatch(/^الإنفاق في .+\. حسب الشركة:/);
    expect(arabic.response).toContain('عدد المصروفات:');
    expect(arabic.citations.map(({ company_id, list, filter }) => ({ company_id, list, filter }))).toEqual(
      english.citations.map(({ company_id, list, filter }) => ({ company_id, list, filter })),
    );
    // Each Arabic citation states its English twin's amount, in the Arabic money format.
    for (const [index, citation] of arabic.citations.entries()) {
      const [, currency, amount] = /([A-Z]{3}) ([\d,.]+)/.exec(english.citations[index].text.replace(/\u00a0/g, ' '))!;
      const value = Number(amount.replace(/,/g, ''));
      expect(citation.text).toContain(
        new Intl.NumberFormat('ar', { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 2 }).format(value),
      );
    }
    // Without a locale the reply stays English, whatever the question's language.
    const defaulted = (await (await ask(token, question('كم أنفقت كل شركة هذا الشهر؟'))).json()) as Reply;
    expect(defaulted.response).toBe(english.response);
  });

  it('declines in Arabic', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const reply = (await (await ask(token, question('ما حالة الطقس في دبي؟', { locale: 'ar' }))).json()) as Reply;
    expect(reply).toMatchObject({ citations: [], answered_by: 'engine' });
    expect(reply.response).toMatch(/^لا يمكنني الإجابة عن ذلك\. يمكنني الإجابة عن أسئلة الإنفاق والموافقات/);
  });
});

describe('POST /api/chat (the contract)', () => {
  it('answers 401 without a token and 422 for a blank message or a missing context, naming the field', async () => {
    expect((await ask(undefined, question('How much did we spend?'))).status).toBe(401);
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const blank = await ask(token, question('   \n '));
    expect(blank.status).toBe(422);
    expect((await blank.json()).errors).toHaveProperty('message');
    const noContext = await ask(token, { message: 'Spend?', history: [], sessionId: 's' });
    expect(noContext.status).toBe(422);
    expect((await noContext.json()).errors).toHaveProperty('context');
    expect((await ask('not-a-token', question('How much did we spend?'))).status).toBe(401);
  });

  it('answers with 500 when the API it reads drops the connection, and spec §8’s text, in Arabic when asked in Arabic', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.send('POST', '/__mock/faults', { route: 'GET /api/admin/sub-tenants', status: 0 })).status).toBe(201);
    try {
      const english = await ask(token, question('How much did each company spend this month?'));
      expect(english.status).toBe(500);
      expect(await english.json()).toEqual({ error: 'Failed to get AI response' });
      const arabic = await ask(token, question('كم أنفقت كل شركة هذا الشهر؟', { locale: 'ar' }));
      expect(arabic.status).toBe(500);
      expect(await arabic.json()).toEqual({ error: 'تعذّر الحصول على رد المساعد' });
    } finally {
      await api.send('DELETE', '/__mock/faults', undefined);
    }
  });

  it('meets the mock faults QA sets on POST /api/chat, and the journal records the call', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.send('POST', '/__mock/faults', { route: 'POST /api/chat', status: 503, times: 1 })).status).toBe(201);
    const broken = await ask(token, question('How much did each company spend this month?'));
    expect(broken.status).toBe(503);
    const journal = (await (await api.get('/__mock/requests?path=/api/chat')).json()) as { data: { path: string; status: number }[] };
    expect(journal.data.some((entry) => entry.path.startsWith('/api/chat') && entry.status === 503)).toBe(true);
    // The fault was for one call: the next one reaches the assistant.
    expect((await ask(token, question('How much did each company spend this month?'))).status).toBe(200);
  });

  it('answers 422 on context for a context of the wrong shape, and for a __proto__ field', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const broken of [
      { portfolioData: {} },
      { detailedApprovals: [1] },
      { portfolioStats: [] },
      { approvalStats: 'many' },
      { portfolioCount: -1 },
      { totalApprovals: 'nine' },
      { totalApprovals: 1.5 },
    ]) {
      const response = await ask(token, question('How much did we spend?', { context: { ...CONTEXT, ...broken } }));
      expect(response.status, JSON.stringify(broken)).toBe(422);
      expect((await response.json()).errors, JSON.stringify(broken)).toHaveProperty('context');
    }
    const raw = JSON.stringify(question('Spend?')).replace(/^\{/, '{"__proto__":{"polluted":true},');
    const proto = await fetch(`${api.url}/api/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: raw,
    });
    expect(proto.status).toBe(422);
  });

  it('answers with cited figures that match the mock data, ignoring figures in the context', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await ask(
      token,
      question('How much did each company spend this month?', { context: { ...CONTEXT, portfolioStats: { monthlySpend: 123456789 } } }),
    );
    expect(response.status).toBe(200);
    const reply = (await response.json()) as Reply;
    expect(reply.answered_by).toBe('engine');
    expect(reply.response).not.toContain('123,456,789');
    expect(reply.citations.length).toBeGreaterThan(0);
    for (const citation of reply.citations) expect(reply.response).toContain(`[${citation.ref}]`);
    // The first figure equals the sum of that company's spent expenses in its cited days, read from the API itself.
    const first = reply.citations[0] as Reply['citations'][number] & {
      filter: { status: string[]; spent_from: string; spent_until: string };
    };
    const params = new URLSearchParams({
      per_page: '10000',
      'filters[date_min][spent_at]': first.filter.spent_from,
      'filters[date_max][spent_at]': first.filter.spent_until,
    });
    first.filter.status.forEach((status) => params.append('filters[in][status][]', status));
    const listed = (await (await api.get(`/api/admin/expenses?${params}`, { accessToken: token, tenant: first.company_id })).json())
      .data as { amount: number; currency: string }[];
    const currency = /(AED|USD|EUR|GBP|SAR)/.exec(reply.response.split('\n')[1])![1];
    const total = listed.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.amount, 0);
    const formatted = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(total);
    expect(reply.response.split('\n')[1].replace(/\u00a0/g, ' ')).toContain(`${currency} ${formatted}`);
  });

  it('never names a company the user cannot see', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const own = ((await (await api.get('/api/admin/sub-tenants', { accessToken: token })).json()).data as { id: string }[]).map(
      (company) => company.id,
    );
    const hidden = SEEDED_COMPANIES.filter((company) => !own.includes(company.id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const message of [
      'How much did each company spend this month?',
      'What is urgent or overdue?',
      'Which card limits are nearly used?',
      `How much did ${hidden[0].name} spend?`,
    ]) {
      const reply = (await (await ask(token, question(message))).json()) as Reply;
      for (const company of hidden) expect(reply.response).not.toContain(company.name);
      for (const citation of reply.citations) expect(own).toContain(citation.company_id);
    }
  });
});

/** A fake OpenAI-compatible endpoint: each test sets how it answers. */
type Script = (body: { messages: { role: string; content: string | null }[] }) => object;
let script: Script = () => ({});
let fake: Server;
const calls: { messages: { role: string; content: string | null }[] }[] = [];

const toolCall = (name: string, args: object) => ({
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call-1', type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
    },
  ],
});
const say = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
const toolResult = (body: Parameters<Script>[0]) => body.messages.find((message) => message.role === 'tool')?.content ?? null;

describe('POST /api/chat with a language model (a fake endpoint)', () => {
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = JSON.parse(raw);
        calls.push(body);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(script(body)));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    process.env.OPENAI_MODEL = 'fake-model';
    process.env.OPENAI_API_KEY = 'fake-key';
  });
  afterEach(() => {
    calls.length = 0;
  });
  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    delete process.env.OPENAI_API_KEY;
    await new Promise((resolve) => fake.close(resolve));
  });

  it('lets the model write the reply from the tools it called, keeping their citations', async () => {
    script = (body) => {
      const result = toolResult(body);
      return result
        ? say(`Here is what I found. ${result.split('\n')[1].replace(/^• /, '')}`)
        : toolCall('spend_totals', { group_by: 'company', period: 'this_month' });
    };
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const reply = (await (await ask(token, question('Who spends the most?'))).json()) as Reply;
    expect(reply.answered_by).toBe('model');
    expect(reply.response).toMatch(/^Here is what I found\. .+ \[1\]$/);
    expect(reply.citations.map((citation) => citation.ref)).toEqual([1]);
    expect(calls[0]).toMatchObject({ model: 'fake-model', tools: expect.any(Array) });
  });

  it('replaces a reply with a number no tool gave by the engine, with or without a tool call', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    // No tool call at all: the model makes up a figure.
    script = () => say('Acme Trading LLC spent AED 987,654.32 this month.');
    const untooled = (await (await ask(token, question('How much did each company spend this month?'))).json()) as Reply;
    expect(untooled.answered_by).toBe('engine');
    expect(untooled.response).not.toContain('987,654.32');
    expect(untooled.response).toContain('By company:');
    expect(untooled.citations.length).toBeGreaterThan(0);
    // A tool call, then a figure that is not in its result.
    script = (body) => (toolResult(body) ? say('In all you spent AED 555,555.55 [1].') : toolCall('approvals', {}));
    const invented = (await (await ask(token, question('What is urgent?'))).json()) as Reply;
    expect(invented.answered_by).toBe('engine');
    expect(invented.response).not.toContain('555,555.55');
    expect(invented.response).toContain('waiting for approval');
  });

  it('tells the model to reply in Arabic when the app is in Arabic, with the tools writing Arabic', async () => {
    script = (body) => {
      const result = toolResult(body);
      return result ? say(`إليك ما وجدته. ${result.split('\n')[1].replace(/^• /, '')}`) : toolCall('approvals', {});
    };
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const reply = (await (await ask(token, question('What is urgent?', { locale: 'ar' }))).json()) as Reply;
    expect(calls[0].messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Reply in Arabic') });
    const result = toolResult(calls[1])!;
    expect(result).toMatch(/^عدد العناصر بانتظار الموافقة أو المتأخرة: /);
    expect(reply.answered_by).toBe('model');
    expect(reply.response).toMatch(/^إليك ما وجدته\. /);
    // In English the prompt asks for English.
    script = () => say('Hello.');
    await ask(token, question('Hi'));
    expect(calls[2].messages[0].content).toContain('Reply in English');
  });

  it('passes a plain reply without figures through, and falls back to the engine when the endpoint fails', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    script = () => say("I can't answer that: I only know about spend and approvals.");
    const plain = (await (await ask(token, question('What is the weather?'))).json()) as Reply;
    expect(plain).toEqual({ response: "I can't answer that: I only know about spend and approvals.", citations: [], answered_by: 'model' });
    script = () => ({ nothing: true });
    const broken = (await (await ask(token, question('Which card limits are nearly used?'))).json()) as Reply;
    expect(broken.answered_by).toBe('engine');
    expect(broken.response).toContain('own limit');
  });
});
