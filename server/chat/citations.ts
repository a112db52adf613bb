import type { components } from '../../src/api/schema.d.ts';
import type { Company } from './apiReader.ts';

export type Citation = components['schemas']['ChatCitation'];
export type ChatReply = components['schemas']['ChatReply'];

/** Text with `[n]` after each figure, and the citations those refs name. */
export type Answer = { text: string; citations: Citation[] };

/**
 * Numbers the citations of one reply. `cite(...)` returns the `[n]` to put after the figure;
 * refs continue across the tools a model calls in one reply.
 */
export class CitationBook {
  readonly citations: Citation[] = [];

  constructor(private readonly firstRef = 1) {}

  cite(
    text: string,
    company: Company,
    list: Citation['list'],
    filter: Record<string, unknown>,
    extra: { shown?: string[]; record_id?: number } = {},
  ): string {
    const ref = this.firstRef + this.citations.length;
    this.citations.push({ ref, text, company_id: company.id, company_name: company.name, list, filter, ...extra });
    return `[${ref}]`;
  }
}
