import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { sendDueReports } from '../policy/reportSchedule.ts';
import { outboxMails } from './outboxMail.ts';
import { issueAccountToken, publicState } from './publicState.ts';

/**
 * QA controls of the public flows (outside the product contract):
 * - `GET /__mock/outbox`: the e-mails the mock sent (reset and invitation links, scheduled reports; `?email=` filters), newest first;
 * - `POST /__mock/administrator-invitations {email}`: invites an account, answers its link;
 * - `GET|DELETE /__mock/error-reports`: the app's rendering-error reports (posted to control/errorReportIntake.ts);
 * - `GET /__mock/support-tickets`: stored 'Need Help?' tickets.
 */
export function registerPublicControls(router: Router, context: MockContext): void {
  const state = () => publicState(context.store.db);

  router.get('/outbox', (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email.toLowerCase() : undefined;
    // Scheduled reports due on the mock clock are "sent" when the outbox is read (policy/reports.ts).
    sendDueReports(context.store.db, context.store.now());
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.json({ data: outboxMails(context.store.db, origin).filter((mail) => !email || mail.to.toLowerCase() === email) });
  });

  router.post('/administrator-invitations', (req, res) => {
    const email = String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
    const user = context.store.db.users.find((row) => row.email.toLowerCase() === email);
    if (!user) throw notFound('No account has this e-mail.');
    res.status(201).json({ data: issueAccountToken(state(), 'administrator_invitation', user, context.store.now()) });
  });

  router.get('/error-reports', (_req, res) => {
    res.json({ data: state().errorReports });
  });
  router.delete('/error-reports', (_req, res) => {
    state().errorReports.length = 0;
    res.status(204).end();
  });

  router.get('/support-tickets', (_req, res) => {
    res.json({ data: state().supportTickets });
  });
}
