import type { Request } from 'express';
import type { Notification, NotificationListFilters, NotificationReadRequest } from '../../../src/api/schema.d.ts';
import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import { markNotificationRead } from '../actions/notifications.ts';
import { optionalCompany } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { filtersOf, paginate, sortKeysOf, sortRows } from '../http/listing.ts';
import { remindLateSalaries } from '../policy/payroll.ts';
import { companiesOfUser } from '../policy/permissions.ts';
import { translateMessage } from '../http/translateMessage.ts';
import type { StoredNotification } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** GET notifications, POST notifications/read: the signed-in user's own notifications. */
export const registerNotificationRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/notifications', (req, res) => {
    remindOnRead(req);
    const readFilter = (filtersOf(req) as NotificationListFilters).has?.read_at;
    const matching = visibleNotifications(req).filter((row) => readFilter === undefined || (row.read_at !== null) === (readFilter === '1'));
    const sorted = sortRows(matching, sortKeysOf(req, 'created_at:desc'), (row, field) => row[field as keyof StoredNotification]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((row) => presentNotification(row, requestLanguage(req))), meta: page.meta });
  });

  router.post('/api/admin/notifications/read', (req, res) => {
    const { id } = req.body as NotificationReadRequest;
    const notification = visibleNotifications(req).find((row) => row.id === id);
    if (!notification) throw notFound();
    markNotificationRead(mockContext(req).store, notification);
    res.json({ data: presentNotification(notification, requestLanguage(req)) });
  });
};

/** Reminders that turn due as time passes ring when the bell reads: for the X-Tenant company, or every company of the user. */
function remindOnRead(req: Request): void {
  const { db, user, company } = optionalCompany(req);
  const companies = company ? [company] : companiesOfUser(db, user);
  const now = mockContext(req).store.now();
  for (const each of companies) remindLateSalaries(db, each, now);
}

/** The user's notifications: with X-Tenant, that company's and those tied to no company. */
function visibleNotifications(req: Request): StoredNotification[] {
  const { db, user, company } = optionalCompany(req);
  return db.notifications.filter(
    (row) => row.user_id === user.id && (company === null || row.company_id === null || row.company_id === company.id),
  );
}

/** A notification as the bell shows it: its title in the reader's language (`Accept-Language`). */
function presentNotification({ id, created_at, read_at, data }: StoredNotification, language: ApiLanguage): Notification {
  return { id, created_at, read_at, data: { ...data, title: translateMessage(data.title, language) } };
}
