import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { parseWithinLimits } from '../http/multipart.ts';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { ruleClassification } from '../policy/mailbox.ts';

type UploadedFile = { fieldname: string; originalname: string; mimetype: string; size: number; buffer: Buffer };

/**
 * `POST /__mock/inbound-email` (multipart: `company_id`, `from`, `from_name`, `subject`, `body`, an
 * optional `attachment`): delivers an e-mail to a company's mailbox as the mail provider would. The
 * company's classification rules run on it, as on every arrival. 201 with the new item's id.
 */
export function registerInboundEmail(router: Router, context: MockContext): void {
  router.post('/inbound-email', parseWithinLimits, (req, res) => {
    const { db } = context.store;
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const errors: FieldErrors = {};
    const company = db.companies.find((row) => row.id === body.company_id);
    if (!company) errors.company_id = ['No company has this id.'];
    const from = (body.from ?? '').trim();
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(from)) errors.from = ['The sender must be an e-mail address.'];
    const subject = (body.subject ?? '').trim();
    if (!subject) errors.subject = ['The subject is required.'];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const files = ((req as { files?: UploadedFile[] }).files ?? []).filter((file) => file.fieldname === 'attachment');
    const item = {
      id: context.store.nextId(db.mailbox),
      company_id: company!.id,
      subject,
      from_name: (body.from_name ?? '').trim() || from,
      from_email: from.toLowerCase(),
      body: body.body ?? '',
      received_at: new Date().toISOString(),
      read_at: null,
      classification_id: null as number | null,
      bill_id: null,
      attachments: files.map((file, index) => ({
        id: index + 1,
        file_name: file.originalname,
        mime_type: file.mimetype || 'application/octet-stream',
        size_bytes: file.size,
        bytes: file.buffer,
        document: null,
      })),
    };
    item.classification_id = ruleClassification(db, company!.id, item);
    db.mailbox.push(item);
    res.status(201).json({ data: { id: item.id, classification_id: item.classification_id } });
  });
}
