import type { SupportTicketCreate } from '../../../src/api/schema.d.ts';
import { fileSupportTicket, type SupportUpload } from '../actions/support.ts';
import { actorOf } from '../auth/actor.ts';
import { requireCompany } from '../auth/guards.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** 'Need Help?' tickets of the active company (multipart; the validator has parsed the upload). The write is `actions/support.ts`. */
export const registerSupportRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/support-tickets', (req, res) => {
    const actor = actorOf(req, requireCompany(req));
    const files = ((req as { files?: SupportUpload[] }).files ?? []).filter((file) => file.fieldname === 'attachment');
    res.status(201).json({ data: fileSupportTicket(actor, req.body as SupportTicketCreate, files) });
  });
};
