import { describe, expect, it } from 'vitest';
import { answerQuestion, DECLINE_TEXT } from '../../../../server/chat/engine.ts';
import { numbersIn } from '../../../../server/chat/model.ts';
import { parseQuestion } from '../../../../server/chat/query.ts';
import { ACME, DESERT, fixedReader, TODAY } from './fixedDataset.ts';

const ask = (question: string) => answerQuestion(question, fixedReader, TODAY);
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the answer engine against a fixed dataset', () => {
  it('totals spend by company this month, per currency, citing each figure with its filtered list', async () => {
    const answer = await ask('How much did each company spend this month?');
    const text = nbsp(answer.text);
    // Acme AED: 1000 + 500.50 + 200 + 50 (31 Oct 22:00 UTC is 1 Nov in Dubai); the submitted and rejected ones do not count.
    expect(text).toMatch(/Acme Trading LLC: AED 1,750\.50 in 4 expenses \[\d\]/);
    // Desert: 100 + 110 + 90 + 105 + 95 + 2,500 (the 600,000 one is only submitted).
    expect(text).toContain('Desert Logistics FZE: AED 3,000.00 in 6 expenses');
    expect(text).toContain('Acme Trading LLC: USD 120.00 in 1 expense');
    expect(text).toContain('Not included: Falcon Ventures (you may not read expenses there)');
    expect(text).toContain('November 2026 (01/11/2026–25/11/2026)');
    const acme = answer.citations.find((citation) => citation.text.startsWith('Acme Trading LLC: AED'))!;
    expect(acme).toMatchObject({ company_id: ACME.id, list: 'expenses', filter: { spent_from: '2026-11-01', spent_until: '2026-11-25' } });
    expect(acme.filter.status).toEqual(expect.arrayContaining(['approved', 'captured']));
    expect(acme.filter.status).not.toContain('submitted');
  });

  it('narrows to a named company, person, merchant or category, with the narrowing in the link', async () => {
    const person = await ask('How much did Lina Saeed spend last month?');
    expect(nbsp(person.text)).toContain('Spend by Lina Saeed in October 2026');
    expect(nbsp(person.text)).toContain('Acme Trading LLC: AED 100.00 in 1 expense');
    expect(person.citations[0].filter).toMatchObject({ member_id: [12], spent_from: '2026-10-01', spent_until: '2026-10-31' });

    const merchant = await ask('Total spent at Emirates this month by merchant');
    expect(nbsp(merchant.text)).toContain('Emirates (Acme Trading LLC): AED 1,500.50 in 2 expenses');
    expect(merchant.citations[0].filter).toMatchObject({ merchant: 'Emirates' });

    const category = await ask('How much went on Fuel this month at Desert?');
    expect(nbsp(category.text)).toContain('in the category Fuel');
    expect(nbsp(category.text)).toContain('Desert Logistics FZE: AED 3,000.00');
    expect(nbsp(category.text)).not.toContain('Acme');
    expect(category.citations[0]).toMatchObject({ company_id: DESERT.id, filter: { category_id: [7] } });
  });

  it('states the change against the period before, with both figures cited', async () => {
    const answer = await ask('How did spend change by company since last month?');
    const text = nbsp(answer.text);
    // Acme AED: 1,750.50 in November against 800 + 100 = 900.00 in October.
    expect(text).toMatch(/Acme Trading LLC: AED 1,750\.50 \[\d+\] against AED 900\.00 \[\d+\]: up AED 850\.50 \(\+95%\)/);
    expect(text).toMatch(/Desert Logistics FZE: AED 3,000\.00 \[\d+\] against nothing: up AED 3,000\.00/);
  });

  it('ranks top spenders per currency', async () => {
    const text = nbsp((await ask('Who are the top spenders this month?')).text);
    const sami = text.indexOf('Sami Darwish (Desert Logistics FZE): AED 3,000.00');
    const omar = text.indexOf('Omar Haddad (Acme Trading LLC): AED 1,500.50');
    const lina = text.indexOf('Lina Saeed (Acme Trading LLC): AED 250.00');
    expect(sami).toBeGreaterThan(-1);
    expect(omar).toBeGreaterThan(sami);
    expect(lina).toBeGreaterThan(omar);
  });

  it('lists what is urgent or overdue with the one priority rule, counting per company', async () => {
    const answer = await ask('What is urgent or overdue?');
    const text = nbsp(answer.text);
    // Acme: 1 expense waiting (submitted), bill INV-2 pending, bill INV-1 overdue (the void one is left out); Desert: the 600,000 expense.
    expect(text).toContain('4 items are waiting for approval or overdue');
    expect(text).toContain('Acme Trading LLC: 1 expense waiting for approval [1], 1 bill waiting for approval [2], 1 bill overdue [3]');
    expect(text).not.toContain('Void Co');
    // The overdue bill first (Urgent), then the 600,000 expense (Urgent from 500,000), then INV-2 due tomorrow (High).
    const order = ['Bill INV-1 from DEWA', 'Expense ENOC, AED 600,000.00', 'Bill INV-2 from Etisalat, AED 300.00, due 26/11/2026, High'];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position > -1)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(answer.citations.find((citation) => citation.text.startsWith('Bill INV-1'))).toMatchObject({ list: 'bills', record_id: 501 });
    expect(answer.citations[2]).toMatchObject({ list: 'bills', filter: { overdue: 1 } });
  });

  it('finds card limits nearly used (own limits only) and unusual spend', async () => {
    const limits = nbsp((await ask('Which card limits are nearly used?')).text);
    expect(limits).toContain('2 cards have used 80% or more of their own limit');
    expect(limits).toContain('Card •••• 4242 (Travel), Acme Trading LLC: AED 4,500.00 of AED 5,000.00 used, 90%');
    expect(limits).toContain('Card •••• 3333 (Fuel), Desert Logistics FZE: AED 800.00 of AED 1,000.00 used, 80%');
    expect(limits).not.toContain('Shared');

    const unusual = await ask('Any unusual spend this month?');
    const text = nbsp(unusual.text);
    // Desert's median in November is 102.50 (100, 110, 90, 105, 95, 2,500); 2,500 is 24.3 times it.
    expect(text).toContain('Rolex Boutique, AED 2,500.00 on 11/11/2026 by Sami Darwish, Desert Logistics FZE');
    expect(text).toContain('24.3 times the median of AED 102.50');
    expect(unusual.citations[0]).toMatchObject({
      list: 'expenses',
      filter: { amount_from: 2500, amount_to: 2500, spent_from: '2026-11-11' },
    });
  });

  it('declines what it cannot compute, without a number', async () => {
    for (const question of [
      "What's the weather in Dubai?",
      'Write me a poem',
      'How much will we spend next month?',
      'Convert our spend to USD',
    ]) {
      const answer = await ask(question);
      expect(answer.text).toMatch(/^I can't answer that/);
      expect(answer.citations).toEqual([]);
      expect(numbersIn(answer.text)).toEqual([]);
    }
    expect((await ask('Tell me a joke')).text).toBe(DECLINE_TEXT);
  });

  it('reads periods from the question', () => {
    expect(parseQuestion('spend in October', TODAY)).toMatchObject({ kind: 'spend', period: { kind: 'month', month: '2026-10' } });
    expect(parseQuestion('spend in December', TODAY)).toMatchObject({ period: { kind: 'month', month: '2025-12' } });
    expect(parseQuestion('spend over the last 30 days', TODAY)).toMatchObject({ period: { kind: 'last_days', days: 30 } });
    expect(parseQuestion('total this year by category', TODAY)).toMatchObject({ groupBy: 'category', period: { kind: 'this_year' } });
  });
});
