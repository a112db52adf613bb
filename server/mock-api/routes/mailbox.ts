import type { Request } from 'express';
import type { components } from '../../../src/api/schema.d.ts';
import { findOwned, requireCompany } from '../auth/guards.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { MAILBOX_CLASSIFICATIONS, type StoredMailboxItem } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type MailboxItem = components['schemas']['MailboxItem'];
type MailboxListFilters = components['schemas']['MailboxListFilters'];
type ClassificationCounts = components['schemas']['MailboxClassificationCounts']['data'];

const SNIPPET_LENGTH = 120;

/** The company mailbox: any member of the active company may read it and mark items read or unread. */
export const registerMailboxRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/mailbox', (req, res) => {
    const filters = filtersOf(req) as MailboxListFilters;
    const term = searchTermOf(req);
    const matching = companyMailbox(req).filter((item) => matchesMailboxFilters(item, filters) && matchesMailboxSearch(item, term));
    const sorted = sortRows(matching, sortKeysOf(req, 'received_at:desc'), (item, field) => item[field as keyof StoredMailboxItem]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map(presentMailboxItem), meta: page.meta });
  });

  router.get('/api/admin/mailbox/statistics', (req, res) => {
    res.json({ data: { unread_emails: companyMailbox(req).filter((item) => item.read_at === null).length } });
  });

  router.get('/api/admin/mailbox/classifications/counts', (req, res) => {
    res.json({ data: classificationCounts(companyMailbox(req)) });
  });

  router.get('/api/admin/mailbox/:id', (req, res) => {
    res.json({ data: presentMailboxItem(ownedItem(req)) });
  });

  router.post('/api/admin/mailbox/:id/read', (req, res) => {
    const item = ownedItem(req);
    item.read_at ??= new Date().toISOString();
    res.json({ data: presentMailboxItem(item) });
  });

  router.delete('/api/admin/mailbox/:id/read', (req, res) => {
    const item = ownedItem(req);
    item.read_at = null;
    res.json({ data: presentMailboxItem(item) });
  });
};

function companyMailbox(req: Request): StoredMailboxItem[] {
  const { db, company } = requireCompany(req);
  return db.mailbox.filter((item) => item.company_id === company.id);
}

function ownedItem(req: Request): StoredMailboxItem {
  const { db, company } = requireCompany(req);
  return findOwned(db.mailbox, String(req.params.id), company.id);
}

function matchesMailboxFilters(item: StoredMailboxItem, filters: MailboxListFilters): boolean {
  const { exact = {}, has = {} } = filters;
  if (exact.is_classified !== undefined && (item.classification !== null) !== (exact.is_classified === '1')) return false;
  if (exact.classification !== undefined && item.classification !== exact.classification) return false;
  if (has.read_at !== undefined && (item.read_at !== null) !== (has.read_at === '1')) return false;
  return true;
}

function matchesMailboxSearch(item: StoredMailboxItem, term: string): boolean {
  return term === '' || [item.subject, item.from_name, item.from_email].some((text) => text.toLowerCase().includes(term));
}

export function classificationCounts(items: readonly StoredMailboxItem[]): ClassificationCounts {
  const byClassification = Object.fromEntries(
    MAILBOX_CLASSIFICATIONS.map((name) => [name, 0]),
  ) as ClassificationCounts['by_classification'];
  let classified = 0;
  for (const item of items) {
    if (item.classification === null) continue;
    classified += 1;
    byClassification[item.classification] += 1;
  }
  return { total: items.length, classified, unclassified: items.length - classified, by_classification: byClassification };
}

/**
 * The API view. The store keeps no files: each classified item presents the document it was
 * classified from as one PDF attachment, named after the item, so the inbox has something to show.
 */
function presentMailboxItem({ company_id: _companyId, ...item }: StoredMailboxItem): MailboxItem {
  const attachments =
    item.classification === null
      ? []
      : [
          {
            id: item.id,
            file_name: `${item.classification}-${item.id}.pdf`,
            mime_type: 'application/pdf',
            size_bytes: 20_000 + ((item.id * 7919) % 180_000),
          },
        ];
  return { ...item, snippet: item.body.slice(0, SNIPPET_LENGTH), attachments };
}
