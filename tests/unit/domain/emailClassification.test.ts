import { describe, expect, it } from 'vitest';
import { classifyEmail, isSenderRule, senderMatches, type ClassificationRules } from '../../../src/domain/emailClassification';

const rules = (name: string, priority: number, parts: Partial<ClassificationRules> = {}): ClassificationRules => ({
  name,
  priority,
  status: 'active',
  senders: [],
  subject_keywords: [],
  body_keywords: [],
  ...parts,
});

const SEEDED = [
  rules('Other', 999),
  rules('Statement', 30, { subject_keywords: ['statement', 'كشف حساب'], body_keywords: ['statement period'] }),
  rules('Invoice', 10, { subject_keywords: ['invoice', 'فاتورة'], body_keywords: ['amount due'] }),
  rules('Receipt', 20, { subject_keywords: ['receipt'], senders: ['noreply@careem.com', 'etisalat.ae'] }),
];

const email = (from: string, subject: string, body = '') => ({ from, subject, body });

describe('classifyEmail', () => {
  it('matches a subject keyword whatever the case, Arabic too', () => {
    expect(classifyEmail(email('a@b.ae', 'Your TAX INVOICE #12'), SEEDED)?.name).toBe('Invoice');
    expect(classifyEmail(email('a@b.ae', 'كشف حساب شهر مارس'), SEEDED)?.name).toBe('Statement');
  });

  it('matches a body keyword when the subject says nothing', () => {
    expect(classifyEmail(email('a@b.ae', 'March', 'The statement period ends on 31 March.'), SEEDED)?.name).toBe('Statement');
  });

  it('matches a sender address exactly and a domain with its subdomains', () => {
    expect(classifyEmail(email('Careem <NoReply@careem.com>', 'Your ride'), SEEDED)?.name).toBe('Receipt');
    expect(classifyEmail(email('other@careem.com', 'Your ride'), SEEDED)?.name).toBe('Other');
    expect(classifyEmail(email('bills@mail.etisalat.ae', 'Hello'), SEEDED)?.name).toBe('Receipt');
    expect(classifyEmail(email('bills@notetisalat.ae', 'Hello'), SEEDED)?.name).toBe('Other');
  });

  it('gives the first match by priority when several match', () => {
    expect(classifyEmail(email('noreply@careem.com', 'Invoice and receipt'), SEEDED)?.name).toBe('Invoice');
  });

  it('skips archived classifications and falls back to Other; none without an active Other', () => {
    const archivedInvoice = SEEDED.map((row) => (row.name === 'Invoice' ? { ...row, status: 'archived' as const } : row));
    expect(classifyEmail(email('a@b.ae', 'Invoice 12'), archivedInvoice)?.name).toBe('Other');
    expect(
      classifyEmail(
        email('a@b.ae', 'Hello'),
        SEEDED.filter((row) => row.name !== 'Other'),
      ),
    ).toBeNull();
  });
});

describe('sender rules', () => {
  it('accepts an address or a domain, with or without @', () => {
    expect(isSenderRule('billing@du.ae')).toBe(true);
    expect(isSenderRule('du.ae')).toBe(true);
    expect(isSenderRule('@du.ae')).toBe(true);
    expect(isSenderRule('du')).toBe(false);
    expect(isSenderRule('not an address')).toBe(false);
  });

  it('a domain rule with @ matches the same domain', () => {
    expect(senderMatches('x@du.ae', '@du.ae')).toBe(true);
    expect(senderMatches('x@du.ae', 'y@du.ae')).toBe(false);
  });
});
