import { CHARACTERS, DECIMAL_PLACES, ITEMS, PROPERTIES } from './arabicNouns.ts';
import { counted, isolate as v, type MessagePattern, type CountForms } from './arabicWords.ts';

/**
 * Arabic of the field messages every area shares: the request validator's (`humanMessage` in
 * errorMapper.ts: 'The X field is required.', 'The X field must be …') and the shared field rules
 * of the catalogues, accounting and support ('The X must be a number.'). The field keeps its name.
 */

const field = (name: string) => `الحقل ${v(name)}`;

/** JSON Schema types as a value of that type is named. */
const TYPES: Readonly<Record<string, string>> = {
  string: 'نصًا',
  number: 'رقمًا',
  integer: 'عددًا صحيحًا',
  boolean: 'true أو false',
  array: 'قائمة',
  object: 'كائنًا',
  null: 'فارغًا (null)',
};

const COMPARISONS: Readonly<Record<string, string>> = {
  '>=': 'أكبر من أو يساوي',
  '<=': 'أقل من أو يساوي',
  '>': 'أكبر من',
  '<': 'أقل من',
};

const SIZE_NOUNS: Readonly<Record<string, CountForms>> = { characters: CHARACTERS, items: ITEMS, properties: PROPERTIES };
/** What a size counts: the length of a text, the items of a list, the properties of an object. */
const SIZES: Readonly<Record<string, string>> = { characters: 'طول', items: 'عدد عناصر', properties: 'عدد خصائص' };

/** Formats of the contract (`format:`), as what the value must be. */
const FORMATS: Readonly<Record<string, string>> = {
  email: 'عنوان بريد إلكتروني صالحًا',
  date: 'تاريخًا بالصيغة YYYY-MM-DD',
  'date-time': 'تاريخًا ووقتًا بصيغة ISO 8601',
  money: 'مبلغًا صالحًا (بمنزلتين عشريتين على الأكثر)',
  uuid: 'معرّفًا بصيغة UUID',
  uri: 'رابطًا صالحًا',
};

const FILE_NOUNS: Readonly<Record<string, string>> = { file: 'الملف', receipt: 'الإيصال', attachment: 'المرفق' };

export const FIELD_PATTERNS_AR: readonly MessagePattern[] = [
  // The request validator (express-openapi-validator's messages after 'The X field ').
  { english: /^The (.+) field is required\.$/, arabic: ([name]) => `${field(name)} مطلوب.` },
  {
    english:
      /^The (.+) field must be ((?:string|number|integer|boolean|array|object|null)(?:,(?:string|number|integer|boolean|array|object|null))*)\.$/,
    arabic: ([name, types]) =>
      `يجب أن يكون ${field(name)} ${types
        .split(',')
        .map((type) => TYPES[type])
        .join(' أو ')}.`,
  },
  {
    english: /^The (.+) field must be (>=|<=|>|<) (\S+)\.$/,
    arabic: ([name, comparison, limit]) => `يجب أن يكون ${field(name)} ${COMPARISONS[comparison]} ${v(limit)}.`,
  },
  {
    english: /^The (.+) field must NOT have more than (\d+) (characters|items|properties)\.$/,
    arabic: ([name, count, noun]) => `يجب ألا يزيد ${SIZES[noun]} ${field(name)} على ${counted(count, SIZE_NOUNS[noun])}.`,
  },
  {
    english: /^The (.+) field must NOT have fewer than (\d+) (characters|items|properties)\.$/,
    arabic: ([name, count, noun]) => `يجب ألا يقل ${SIZES[noun]} ${field(name)} عن ${counted(count, SIZE_NOUNS[noun])}.`,
  },
  // The validator names the property that is not in the schema as the field.
  {
    english: /^The (.+) field must NOT have (?:additional|unevaluated) properties\.$/,
    arabic: ([name]) => `${field(name)} غير مسموح به هنا.`,
  },
  {
    english: /^The (.+) field must match format "(.+)"\.$/,
    arabic: ([name, format]) =>
      Object.hasOwn(FORMATS, format)
        ? `يجب أن يكون ${field(name)} ${FORMATS[format]}.`
        : `يجب أن تطابق قيمة ${field(name)} الصيغة ${v(format)}.`,
  },
  {
    english: /^The (.+) field must match pattern "(.*)"\.$/,
    arabic: ([name, pattern]) => `قيمة ${field(name)} لا تطابق النمط ${v(pattern)}.`,
  },
  {
    english: /^The (.+) field must be equal to one of the allowed values: (.+)\.$/,
    arabic: ([name, values]) => `يجب أن تكون قيمة ${field(name)} إحدى القيم المسموح بها: ${v(values)}.`,
  },
  {
    english: /^The (.+) field must be equal to one of the allowed values\.$/,
    arabic: ([name]) => `يجب أن تكون قيمة ${field(name)} إحدى القيم المسموح بها.`,
  },
  { english: /^The (.+) field must be equal to constant\.$/, arabic: ([name]) => `قيمة ${field(name)} غير مسموح بها.` },
  {
    english: /^The (.+) field must be multiple of (\S+)\.$/,
    arabic: ([name, step]) => `يجب أن يكون ${field(name)} من مضاعفات ${v(step)}.`,
  },
  { english: /^The (.+) field must NOT have duplicate items.*\.$/, arabic: ([name]) => `يجب ألا يحتوي ${field(name)} على عناصر مكررة.` },
  {
    english: /^The (.+) field must (?:match exactly one schema in oneOf|match a schema in anyOf|NOT be valid|match "\w+" schema)\.$/,
    arabic: ([name]) => `قيمة ${field(name)} غير صالحة.`,
  },
  { english: /^Unknown query parameter '(.+)'$/, arabic: ([name]) => `معامل الاستعلام ${v(name)} غير معروف` },
  { english: /^Empty value found for query parameter '(.+)'$/, arabic: ([name]) => `معامل الاستعلام ${v(name)} فارغ` },
  { english: /^(\w+) method not allowed$/, arabic: ([method]) => `طريقة الطلب ${v(method)} غير مسموح بها لهذا المسار` },
  { english: /^unsupported media type (.+)$/, arabic: ([type]) => `نوع المحتوى ${v(type)} غير مدعوم` },

  // The mock's own field rules (policy/catalogues.ts, policy/accounting.ts, policy/classifications.ts, support).
  { english: /^The (.+) field must be true or false\.$/, arabic: ([name]) => `يجب أن تكون قيمة ${field(name)} true أو false.` },
  { english: /^The (.+) format is invalid\.$/, arabic: ([name]) => `صيغة ${field(name)} غير صالحة.` },
  { english: /^The (.+) must be one of: (.+)\.$/, arabic: ([name, values]) => `يجب أن تكون قيمة ${field(name)} إحدى القيم: ${v(values)}.` },
  { english: /^The (.+) must be a number\.$/, arabic: ([name]) => `يجب أن يكون ${field(name)} رقمًا.` },
  { english: /^The (.+) must be a whole number\.$/, arabic: ([name]) => `يجب أن يكون ${field(name)} عددًا صحيحًا.` },
  { english: /^The (.+) must be a list\.$/, arabic: ([name]) => `يجب أن يكون ${field(name)} قائمة.` },
  {
    english: /^The (.+) must be between (\S+) and (\S+)\.$/,
    arabic: ([name, min, max]) => `يجب أن تكون قيمة ${field(name)} بين ${v(min)} و${v(max)}.`,
  },
  {
    english: /^The (.+) may have at most (\d+) decimal places\.$/,
    arabic: ([name, count]) => `يجب ألا تزيد المنازل العشرية في ${field(name)} على ${counted(count, DECIMAL_PLACES)}.`,
  },
  {
    english: /^The (.+) may have two decimals at most\.$/,
    arabic: ([name]) => `يجب ألا تزيد المنازل العشرية في ${field(name)} على منزلتين.`,
  },
  { english: /^The (.+) is not a valid date \(YYYY-MM-DD\)\.$/, arabic: ([name]) => `${field(name)} ليس تاريخًا صالحًا (YYYY-MM-DD).` },
  {
    english: /^The (.+) may not be greater than (\d+) characters\.$/,
    arabic: ([name, count]) => `يجب ألا يزيد طول ${field(name)} على ${counted(count, CHARACTERS)}.`,
  },
  {
    english: /^The (.+) must be at least (\d+) characters\.$/,
    arabic: ([name, count]) => `يجب ألا يقل طول ${field(name)} عن ${counted(count, CHARACTERS)}.`,
  },
  {
    english: /^The (.+) may not have more than (\d+) entries\.$/,
    arabic: ([name, count]) => `يجب ألا يزيد عدد عناصر ${field(name)} على ${counted(count, ITEMS)}.`,
  },
  {
    english: /^Each entry has 1 to (\d+) characters\.$/,
    arabic: ([count]) => `يجب أن يتكون كل عنصر من حرف واحد إلى ${counted(count, CHARACTERS)}.`,
  },
  {
    english: /^"(.+)" is not an e-mail address or a domain\.$/,
    arabic: ([value]) => `القيمة ${v(value)} ليست عنوان بريد إلكتروني ولا نطاقًا.`,
  },
  {
    english: /^The (file|receipt|attachment) must be (?:a file )?of type: (.+)\.$/,
    arabic: ([noun, formats]) => `يجب أن يكون ${FILE_NOUNS[noun]} من الأنواع: ${v(formats)}.`,
  },
  {
    english: /^The (file|receipt|attachment) may not be greater than (\S+) MB\.$/,
    arabic: ([noun, size]) => `لا يجوز أن يزيد حجم ${FILE_NOUNS[noun]} على ${v(size)} ميغابايت.`,
  },
];
