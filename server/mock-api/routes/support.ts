import type { SupportTicketCreate } from '../../../src/api/schema.d.ts';
import { isAllowedFileName, parseAllowedFileFormats } from '../../../src/domain/fileFormats.ts';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGE_LENGTH, supportMessageProblem } from '../../../src/domain/support.ts';
import { requireCompany } from '../auth/guards.ts';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { publicState } from '../public/publicState.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type UploadedFile = { fieldname: string; originalname: string; size: number };

const MESSAGE_TEXT = {
  required: 'The message field is required.',
  too_short: `The message must be at least ${SUPPORT_MESSAGE_LENGTH.min} characters.`,
  too_long: `The message may not be greater than ${SUPPORT_MESSAGE_LENGTH.max} characters.`,
} as const;

/** 'Need Help?' tickets of the active company (multipart; the validator has parsed the upload). */
export const registerSupportRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/support-tickets', (req, res) => {
    const { db, user, company } = requireCompany(req);
    const body = req.body as SupportTicketCreate;
    const files = ((req as { files?: UploadedFile[] }).files ?? []).filter((file) => file.fieldname === 'attachment');
    const attachment = files[0];
    const errors: FieldErrors = {};
    const messageProblem = supportMessageProblem(body.message);
    if (messageProblem) errors.message = [MESSAGE_TEXT[messageProblem]];
    const formats = parseAllowedFileFormats(SHARED_CONFIG.allowed_file_extensions);
    if (files.length > 1) errors.attachment = ['Attach one file at most.'];
    else if (attachment && !isAllowedFileName(attachment.originalname, formats)) {
      errors.attachment = [`The attachment must be a file of type: ${formats.join(', ')}.`];
    } else if (attachment && attachment.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
      errors.attachment = [`The attachment may not be greater than ${SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const state = publicState(db);
    const ticket = {
      id: state.supportTickets.length + 1,
      category: body.category,
      file_type: body.file_type,
      message: body.message.trim(),
      attachment_name: attachment?.originalname ?? null,
      created_at: new Date().toISOString(),
    };
    // The request goes to the company's support admin e-mails (company settings), as they are now.
    state.supportTickets.push({
      ticket,
      company_id: company.id,
      user_id: user.id,
      attachment_size: attachment?.size ?? null,
      sent_to: [...company.settings.support_admin_emails],
    });
    res.status(201).json({ data: ticket });
  });
};
