import type { Company, Read, SpendReader } from '../apiReader.ts';
import type { ChatTexts, ReadList } from '../texts.ts';

/** How many groups or items an answer lists; the rest are counted. */
export const LIST_SIZE = 8;
export const TOP_SIZE = 5;
const READ_CONCURRENCY = 4;

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

/** The name written in `text` (case-insensitive, whole words), longest first; undefined when none. */
export function nameIn(text: string, names: Iterable<string>): string | undefined {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}&]+/gu, ' ')} `;
  const found = [...new Set(names)]
    .filter((name) => name.trim().length >= 3)
    .filter((name) =>
      lower.includes(
        ` ${name
          .toLowerCase()
          .replace(/[^\p{L}\p{N}&]+/gu, ' ')
          .trim()} `,
      ),
    );
  return found.sort((a, b) => b.length - a.length)[0];
}

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The companies a question (or a tool call) names, else all the user's. A company is named by its name or its first word. */
function pickCompanies(companies: Company[], wanted: string | undefined, question: string): Company[] {
  if (wanted) {
    const match = companies.filter((company) => company.name.toLowerCase().includes(wanted.trim().toLowerCase()));
    return match;
  }
  const named = companies.filter((company) => {
    const firstWord = company.name.split(/\s+/)[0];
    return nameIn(question, [company.name]) !== undefined || (firstWord.length >= 4 && nameIn(question, [firstWord]) !== undefined);
  });
  return named.length > 0 ? named : companies;
}

export function notReadable(t: ChatTexts, companies: Company[], what: ReadList): string {
  if (companies.length === 0) return '';
  return t.notIncluded(
    companies.map((company) => company.name),
    what,
  );
}

export type CompanyRead<T> = { company: Company; read: Read<T> };
export const readable = <T>(reads: CompanyRead<T>[]) =>
  reads.filter((entry): entry is { company: Company; read: { ok: true; rows: T[] } } => entry.read.ok);
export const unreadable = <T>(reads: CompanyRead<T>[]) => reads.filter((entry) => !entry.read.ok).map((entry) => entry.company);

/**
 * The one cross-company reading of every answer: the companies the question (or a tool call) names,
 * else all the user's, each read as the user (at most four at once) with `read`, in the companies'
 * order; null when the question names no company of the user.
 */
export async function readEachCompany<T extends object>(
  reader: SpendReader,
  wanted: string | undefined,
  question: string,
  read: (company: Company) => Promise<T>,
): Promise<({ company: Company } & T)[] | null> {
  const companies = pickCompanies(await reader.companies(), wanted, question);
  if (companies.length === 0) return null;
  return mapLimited(companies, READ_CONCURRENCY, async (company) => ({ company, ...(await read(company)) }));
}

/** The answer when the question names no company of the user. */
export const noCompanyAnswer = (t: ChatTexts, wanted: string | undefined) => ({ text: t.noCompany(wanted), citations: [] });
