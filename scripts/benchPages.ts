// The pages the speed benches measure (issue 38): the ones a signed-in returning user asks for, with
// the company that user has active. A bench checks that it measured the page it names: a load that
// ends anywhere else (the company chooser, /login) is a failed measurement, not a fast one.
import type { MockDatabase } from '../server/mock-api/store/types.ts';
import { SEEDED_COMPANIES } from '../server/mock-api/store/seed/index.ts';

/** The company a returning firm admin has active (its id in local storage, as the browser keeps it). */
export const RETURNING_COMPANY = SEEDED_COMPANIES.find((company) => company.name === 'Acme Trading LLC')!;

export type BenchPage = { name: string; path: string; signedIn: boolean; list: boolean };

/** Every page the benches measure: the sign-in page, the dashboard, the lists and one record (an active card of the company). */
export function benchPages(db: MockDatabase): BenchPage[] {
  const card = db.cards.find((row) => row.company_id === RETURNING_COMPANY.id && row.status === 'active');
  if (!card) throw new Error('The seed has no active card in the returning company');
  return [
    { name: '/login', path: '/login', signedIn: false, list: false },
    { name: 'dashboard', path: '/', signedIn: true, list: false },
    { name: '/cards', path: '/cards', signedIn: true, list: true },
    { name: '/expenses', path: '/expenses', signedIn: true, list: true },
    { name: '/bills', path: '/bills', signedIn: true, list: true },
    { name: 'a card', path: `/cards/overview/${card.id}`, signedIn: true, list: false },
  ];
}

/** Whether a load ended on the page it was asked for (its path; a query string is allowed, another path is not). */
export function landedOn(finalUrl: string, page: Pick<BenchPage, 'path'>): boolean {
  return new URL(finalUrl).pathname === page.path;
}
