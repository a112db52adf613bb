import type { SupportTicket, SupportTicketCreate } from '../../../src/api/schema.d.ts';
import { isAllowedFileName, parseAllowedFileFormats } from '../../../src/domain/fileFormats.ts';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGE_LENGTH, supportMessageProblem } from '../../../src/domain/support.ts';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { publicState } from '../public/publicState.ts';
import { SHARED_CONFIG } from '../store/sharedConfig.ts';
import type { Actor } from './actor.ts';

/** An uploaded file as the multipart validator parsed it (only its name and size matter here). */
export type SupportUpload = { fieldname: string; originalname: string; size: number };

const MESSAGE_TEXT = {
  required: 'The message field is required.',
  too_short: `The message must be at least ${SUPPORT_MESSAGE_LENGTH.min} characters.`,
  too_long: `The message may not be greater than ${SUPPORT_MESSAGE_LENGTH.max} characters.`,
} as const;

function ticketErrors(body: SupportTicketCreate, files: readonly SupportUpload[]): FieldErrors {
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
  return errors;
}

/**
 * A 'Need Help?' ticket of the actor in the active company (422 naming the message or the
 * attachment otherwise); `files` are the request's `attachment` parts. It goes to the company's
 * support admin e-mails (company settings), as they are now.
 */
export function fileSupportTicket(actor: Actor, body: SupportTicketCreate, files: readonly SupportUpload[]): SupportTicket {
  const errors = ticketErrors(body, files);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const attachment = files[0];
  const state = publicState(actor.db);
  const ticket = {
    id: state.supportTickets.length + 1,
    category: body.category,
    file_type: body.file_type,
    message: body.message.trim(),
    attachment_name: attachment?.originalname ?? null,
    created_at: actor.store.now().toISOString(),
  };
  state.supportTickets.push({
    ticket,
    company_id: actor.company.id,
    user_id: actor.user.id,
    attachment_size: attachment?.size ?? null,
    sent_to: [...actor.company.settings.support_admin_emails],
  });
  return ticket;
}
