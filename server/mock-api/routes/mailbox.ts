import type { Request } from 'express';
import type { MailboxItem, MailboxItemUpdate, MailboxListFilters } from '../../../src/api/schema.d.ts';
import { classifyMailbox, classifyMailboxItem, markMailboxItemRead } from '../actions/mailbox.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requireCompany, requirePermission } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { renderedMailDocument } from '../policy/documents.ts';
import { classificationOf, classificationCounts } from '../policy/mailbox.ts';
import type { MockDatabase, StoredMailboxItem } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const SNIPPET_LENGTH = 120;

/**
 * The company mailbox: any member of the active company may read it and mark items read or unread;
 * classifying needs `organize classifications` (spec §6, the classifications catalogue's permission).
 * The writes are `actions/mailbox.ts`.
 */
export const registerMailboxRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/mailbox', (req, res) => {
    const { db } = requireCompany(req);
    const filters = filtersOf(req) as MailboxListFilters;
    const term = searchTermOf(req);
    const matching = companyMailbox(req).filter((item) => matchesMailboxFilters(item, filters) && matchesMailboxSearch(item, term));
    const sorted = sortRows(matching, sortKeysOf(req, 'received_at:desc'), (item, field) => item[field as keyof StoredMailboxItem]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((item) => presentMailboxItem(db, item)), meta: page.meta });
  });

  router.get('/api/admin/mailbox/statistics', (req, res) => {
    res.json({ data: { unread_emails: companyMailbox(req).filter((item) => item.read_at === null).length } });
  });

  router.get('/api/admin/mailbox/classifications/counts', (req, res) => {
    const { db, company } = requireCompany(req);
    res.json({ data: classificationCounts(db, company.id, companyMailbox(req)) });
  });

  router.post('/api/admin/mailbox/classify', (req, res) => {
    res.json({ data: classifyMailbox(actorOf(req, requirePermission(req, 'organize classifications'))) });
  });

  router.get('/api/admin/mailbox/:id', (req, res) => {
    const { db } = requireCompany(req);
    res.json({ data: presentMailboxItem(db, ownedItem(req)) });
  });

  router.patch('/api/admin/mailbox/:id', (req, res) => {
    const scope = requirePermission(req, 'organize classifications');
    const item = classifyMailboxItem(actorOf(req, scope), String(req.params.id), req.body as MailboxItemUpdate);
    res.json({ data: presentMailboxItem(scope.db, item) });
  });

  router.get('/api/admin/mailbox/:id/attachments/:attachment_id', (req, res) => {
    const item = ownedItem(req);
    const attachment = item.attachments.find((row) => row.id === Number(req.params.attachment_id));
    if (!attachment) throw notFound('This e-mail has no such attachment.');
    const bytes = attachment.bytes ?? (attachment.document ? renderedMailDocument(attachment.document) : Buffer.alloc(0));
    res.setHeader('Content-Type', attachment.mime_type);
    res.setHeader('Content-Disposition', `inline; filename="${attachment.file_name.replace(/["\\\r\n]/g, '_')}"`);
    res.send(bytes);
  });

  router.post('/api/admin/mailbox/:id/read', (req, res) => {
    const scope = requireCompany(req);
    res.json({ data: presentMailboxItem(scope.db, markMailboxItemRead(actorOf(req, scope), String(req.params.id), true)) });
  });

  router.delete('/api/admin/mailbox/:id/read', (req, res) => {
    const scope = requireCompany(req);
    res.json({ data: presentMailboxItem(scope.db, markMailboxItemRead(actorOf(req, scope), String(req.params.id), false)) });
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
  if (exact.is_classified !== undefined && (item.classification_id !== null) !== (exact.is_classified === '1')) return false;
  if (exact.classification_id !== undefined && item.classification_id !== Number(exact.classification_id)) return false;
  if (has.read_at !== undefined && (item.read_at !== null) !== (has.read_at === '1')) return false;
  return true;
}

function matchesMailboxSearch(item: StoredMailboxItem, term: string): boolean {
  return term === '' || [item.subject, item.from_name, item.from_email].some((text) => text.toLowerCase().includes(term));
}

/** The API view: the classification by name, the attachments without their bytes. */
function presentMailboxItem(
  db: MockDatabase,
  { company_id: _companyId, classification_id, attachments, ...item }: StoredMailboxItem,
): MailboxItem {
  return {
    ...item,
    snippet: item.body.slice(0, SNIPPET_LENGTH),
    classification: classificationOf(db, classification_id),
    attachments: attachments.map(({ id, file_name, mime_type, size_bytes }) => ({ id, file_name, mime_type, size_bytes })),
  };
}
