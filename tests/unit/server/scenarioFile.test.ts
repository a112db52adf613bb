import { describe, expect, it } from 'vitest';
import { scenarioProblems } from '../../../server/mock-api/sandbox/scenarioFile.ts';
import { fillTemplate, TemplateProblem } from '../../../server/mock-api/sandbox/scenarioTemplate.ts';

const ACME = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';

describe('scenario file check', () => {
  it('accepts a file of every step kind', () => {
    const file = {
      description: 'Every kind once.',
      base: { snapshot: 'before-bug' },
      steps: [
        { note: 'why', api: { as: 'firm.admin@example.com', company: ACME, call: 'GET /api/admin/cards', save_as: 'cards' } },
        { control: { call: 'POST /__mock/clock', body: { advance_days: 1 } } },
        { card_services: { company: ACME, status: 'in_review' } },
        { wallet_balance: { company: ACME, currency: 'AED', balance: 10.5 } },
      ],
    };
    expect(scenarioProblems(file)).toEqual({});
  });

  it('names the step (index) and the field of each problem', () => {
    const problems = scenarioProblems({
      description: 'Broken on purpose.',
      base: 'seed',
      steps: [
        { card_services: { company: ACME, status: 'approved' } },
        { api: { as: 'firm.admin@example.com', call: 'GET /cards', tenant: ACME } },
        { wallet_balance: { company: ACME, balance: -1 } },
        { control: { call: 'POST /__mock/reset' } },
        { api: { as: 'a@b.c', call: 'GET /api/admin/me' }, control: { call: 'GET /__mock/clock' } },
        { teleport: {} },
        { wallet_balance: { company: ACME, balance: 1.005 } },
      ],
    });
    expect(Object.keys(problems)).toEqual([
      'steps[0].card_services.status',
      'steps[1].api.tenant',
      'steps[1].api.call',
      'steps[2].wallet_balance.balance',
      'steps[3].control.call',
      'steps[4]',
      'steps[5].teleport',
      'steps[6].wallet_balance.balance',
    ]);
  });

  it('asks for a description, a base and a list of steps', () => {
    expect(Object.keys(scenarioProblems({ base: 'nothing', steps: {}, extra: 1 }))).toEqual(['extra', 'description', 'base', 'steps']);
    expect(scenarioProblems([])).toEqual({ '': ['A scenario is a JSON object {description, base, steps}.'] });
  });
});

describe('scenario templates', () => {
  const now = new Date('2026-03-31T21:00:00Z'); // 1 April in Dubai

  it('fills Dubai days and months from the mock clock and saved values, keeping a whole placeholder typed', () => {
    const saved = { bill: { data: { id: 42, lines: [{ id: 7 }] } } };
    expect(
      fillTemplate(
        { day: '{{day:+1}}', month: '{{month:-1}}', id: '{{bill.data.id}}', path: '/bills/{{bill.data.lines.0.id}}/x' },
        saved,
        now,
      ),
    ).toEqual({
      day: '2026-04-02',
      month: '2026-03',
      id: 42,
      path: '/bills/7/x',
    });
  });

  it('refuses a value nobody saved', () => {
    expect(() => fillTemplate('{{bill.data.id}}', {}, now)).toThrow(TemplateProblem);
    expect(() => fillTemplate('{{bill.constructor}}', { bill: {} }, now)).toThrow(TemplateProblem);
  });
});
