import { isAllowedFileName } from '../../domain/fileFormats';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGE_LENGTH, supportMessageProblem } from '../../domain/support';

export type SupportFieldError = { key: string; args?: Record<string, unknown> };
export type SupportFieldErrors = Partial<Record<'category' | 'file_type' | 'message' | 'attachment', SupportFieldError>>;

const MESSAGE_ERROR_KEYS = {
  required: 'message_required',
  too_short: 'message_too_short',
  too_long: 'message_too_long',
} as const;

/** The client-side checks of the 'Need Help?' form, as i18n keys with their arguments. */
export function supportFormErrors(
  values: { category: string; file_type: string; message: string; attachment: File | null },
  formats: readonly string[],
): SupportFieldErrors {
  const errors: SupportFieldErrors = {};
  const key = (name: string) => `spendboard.support.errors.${name}`;
  if (!values.category) errors.category = { key: key('category_required') };
  if (!values.file_type) errors.file_type = { key: key('file_type_required') };
  const problem = supportMessageProblem(values.message);
  if (problem) errors.message = { key: key(MESSAGE_ERROR_KEYS[problem]), args: SUPPORT_MESSAGE_LENGTH };
  const { attachment } = values;
  if (attachment && !isAllowedFileName(attachment.name, formats)) {
    errors.attachment = { key: key('attachment_format'), args: { formats: formats.join(', ') } };
  } else if (attachment && attachment.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
    errors.attachment = { key: key('attachment_size'), args: { max: SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024 } };
  }
  return errors;
}
