import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES_AR } from '../../../server/mock-api/http/messagesAr';
import { arabicMessage, MESSAGE_PATTERNS_AR, translateErrorBody, translateMessage } from '../../../server/mock-api/http/translateMessage';
import { TEMPLATE_SAMPLES } from './messageSamples';

const ROOT = path.resolve(__dirname, '../../..');
const MOCK_API = path.join(ROOT, 'server/mock-api');

/**
 * Left out of the scan: the QA controls (`/__mock/*` answers developers, in English), the QA sandboxes
 * (sandbox names, snapshot and scenario files: also answered to QA, through `/__mock/*` and `X-Mock-Sandbox`)
 * and the seed (its literals are the seeded records' own texts, such as a bill's note, not the API's messages).
 */
const NOT_SCANNED = new Set(['control', 'sandbox', path.join('store', 'seed')]);
/** src/domain modules whose messages the mock answers with (passwords, UAE identifiers, WPS lines, analytics periods). */
const DOMAIN_MESSAGE_FILES = ['passwords.ts', 'uaeIdentifiers.ts', 'wpsSif.ts', 'analytics.ts'].map((file) =>
  path.join(ROOT, 'src/domain', file),
);
/** Message-shaped literals of scanned files that stay English: each is not a message for the app's people. */
const ENGLISH_ONLY = new Set([
  // public/publicControls.ts: the `/__mock/administrator-invitations` control's 404, for QA.
  'No account has this e-mail.',
  // policy/ledger.ts: a caller's defect (a 500), never a refusal a person reads: callers answer 422 first.
  'A move needs a positive amount.',
  'A move stays in one currency.',
]);

function mockSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (NOT_SCANNED.has(path.relative(MOCK_API, full))) return [];
    if (statSync(full).isDirectory()) return mockSourceFiles(full);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [full] : [];
  });
}

/** Fixed sentences as `grep -oE "'[A-Z][^']{8,}\.'"` finds them (and their double-quoted twins, which hold an apostrophe). */
function fixedMessages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/'([A-Z][^'\n]{8,}\.)'|"([A-Z][^"\n]{8,}\.)"/g)].map((match) => match[1] ?? match[2]);
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
/** The text without its bidi isolates, to read. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe("the mock's messages in Arabic", () => {
  it('has an Arabic text for every fixed message in the mock’s source', () => {
    const files = [...mockSourceFiles(MOCK_API), ...DOMAIN_MESSAGE_FILES];
    const found = files.flatMap((file) => fixedMessages(file).map((message) => ({ message, file: path.relative(ROOT, file) })));
    // The scan finds the messages (a change of the grep or of the layout must not make this pass empty).
    expect(found.length).toBeGreaterThan(200);
    const missing = found.filter(({ message }) => !ENGLISH_ONLY.has(message) && arabicMessage(message) === null);
    expect(missing.map(({ message, file }) => `${file}: ${message}`)).toEqual([]);
  });

  it('writes every fixed text in Arabic script, with no English words left but names and codes', () => {
    const english = Object.entries(MESSAGES_AR).filter(([, arabic]) => !ARABIC_SCRIPT.test(arabic));
    expect(english).toEqual([]);
    // Latin words that stay: codes and names the app also shows as they are.
    const KEPT = /\b(JSON|Authorization|Bearer|ASCII|IBAN|SKU|Spendboard|YYYY-MM-DD|DD\/MM\/YYYY|mod-97|AE|except id|null|true|false)\b/g;
    const leftover = Object.values(MESSAGES_AR).filter((arabic) => LATIN_WORD.test(arabic.replace(KEPT, '')));
    expect(leftover).toEqual([]);
  });

  it('builds the Arabic of messages made from values, keeping the values', () => {
    const cases: [english: string, arabic: string][] = [
      ['You do not have permission to read cards.', 'ليست لديك صلاحية «عرض قائمة البطاقات».'],
      ['The name field is required.', 'الحقل name مطلوب.'],
      ['The amount field must be <= 10000000.', 'يجب أن يكون الحقل amount أقل من أو يساوي 10000000.'],
      ['The password field must NOT have fewer than 8 characters.', 'يجب ألا يقل طول الحقل password عن 8 أحرف.'],
      ['This card is frozen; it cannot be frozen.', 'حالة هذه البطاقة «مجمدة»؛ لا يمكن تجميدها.'],
      ['The amount is more than the available balance (AED 646.85).', 'المبلغ أكبر من الرصيد المتاح (AED 646.85).'],
      ['Bill INV-1002 cannot move from pending approval to paid.', 'لا يمكن نقل الفاتورة INV-1002 من «بانتظار الاعتماد» إلى «مدفوعة».'],
      ['This role is held by 2 people: take it away from them before deleting it.', 'يحمل هذا الدور شخصان: انزعه عنهما قبل حذفه.'],
      ['This tag is used by 1 expense; archive it instead.', 'هذا الوسم مرتبط بمصروف واحد؛ أرشفه بدلًا من ذلك.'],
      [
        'This counterpart is used by 3 expenses and 11 purchase orders; archive it instead.',
        'هذا الطرف المقابل مرتبط بـ 3 مصروفات و11 أمر شراء؛ أرشفه بدلًا من ذلك.',
      ],
      [
        'This is the default payment method; make another one the default first.',
        'هذه هي طريقة الدفع الافتراضية؛ اجعل طريقة دفع أخرى هي الافتراضية أولًا.',
      ],
      ['2 lines have errors; nothing was imported.', 'لم يُستورد شيء: في سطرين أخطاء.'],
      ['Too many failed sign-in attempts. Try again in 1 minute.', 'محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد دقيقة واحدة.'],
      ['Line 3 (Otis Mann): Enter the IBAN: AE followed by 21 digits.', 'السطر 3 (Otis Mann): أدخل رقم الآيبان: AE متبوعًا بـ 21 رقمًا.'],
      [
        'The company wallet holds AED 1,000.00; paying bill INV-1002 needs AED 1,050.92.',
        'رصيد محفظة الشركة AED 1,000.00؛ ودفع الفاتورة INV-1002 يحتاج إلى AED 1,050.92.',
      ],
    ];
    for (const [english, arabic] of cases) expect(plain(translateMessage(english, 'ar')), english).toBe(arabic);
  });

  it('keeps each value in a bidi isolate, so it reads in its own direction inside the Arabic sentence', () => {
    expect(translateMessage('Bill INV-1002 is already void.', 'ar')).toBe('الفاتورة \u2068INV-1002\u2069 ملغاة بالفعل.');
  });

  it('reaches every pattern (none hidden behind another), each giving an Arabic sentence', () => {
    const reached = new Set<number>();
    for (const sample of TEMPLATE_SAMPLES) {
      expect(Object.hasOwn(MESSAGES_AR, sample), `${sample} is a fixed text`).toBe(false);
      const index = MESSAGE_PATTERNS_AR.findIndex(({ english }) => english.test(sample));
      expect(index, `no pattern for: ${sample}`).toBeGreaterThanOrEqual(0);
      reached.add(index);
      const arabic = arabicMessage(sample)!;
      expect(arabic, sample).toMatch(ARABIC_SCRIPT);
      expect(arabic, sample).not.toMatch(/undefined|\$\{/);
    }
    const unreached = MESSAGE_PATTERNS_AR.map(({ english }, index) => (reached.has(index) ? null : english.source)).filter(Boolean);
    expect(unreached).toEqual([]);
  });

  it('answers English exactly as written, and falls back to English for a message without Arabic', () => {
    const body = { message: 'The given data was invalid.', errors: { name: ['The name has already been taken.'] } };
    expect(translateErrorBody(body, 'en')).toBe(body);
    expect(translateMessage('The name has already been taken.', 'en')).toBe('The name has already been taken.');
    expect(translateMessage('Something nobody wrote yet.', 'ar')).toBe('Something nobody wrote yet.');
    expect(translateMessage('', 'ar')).toBe('');
    // A message carrying a huge request text (a JSON key as a field name) is not run through the patterns.
    const huge = `The ${' is '.repeat(50_000)} field must NOT have additional properties.`;
    expect(translateMessage(huge, 'ar')).toBe(huge);
    expect(translateMessage('Response does not match the API contract: /response/data must be object', 'ar')).toBe(
      'Response does not match the API contract: /response/data must be object',
    );
  });

  it('translates an error body’s message and every field or row message, keeping field names, lines and columns', () => {
    const errors: Record<string, string[]> = Object.create(null);
    errors['__proto__'] = ['The __proto__ field must NOT have additional properties.'];
    errors['limit.amount'] = ['The limit.amount field must match format "money".', 'Something nobody wrote yet.'];
    const fields = translateErrorBody({ message: 'The given data was invalid.', errors }, 'ar');
    expect(fields.message).toBe('البيانات المُدخلة غير صالحة.');
    expect(Object.keys(fields.errors!)).toEqual(['__proto__', 'limit.amount']);
    expect(plain(fields.errors!['__proto__'][0])).toBe('الحقل __proto__ غير مسموح به هنا.');
    expect(fields.errors!['limit.amount'].map(plain)).toEqual([
      'يجب أن يكون الحقل limit.amount مبلغًا صالحًا (بمنزلتين عشريتين على الأكثر).',
      'Something nobody wrote yet.',
    ]);

    const rows = translateErrorBody(
      {
        message: '1 line has errors; nothing was imported.',
        errors: [{ line: 3, column: 'name', message: 'The name has already been taken.' }],
      },
      'ar',
    );
    expect(rows).toEqual({
      message: 'لم يُستورد شيء: في سطر واحد أخطاء.',
      errors: [{ line: 3, column: 'name', message: 'الاسم مستخدم بالفعل.' }],
    });
  });
});
