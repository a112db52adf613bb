/**
 * Allowed upload formats (spec §5): a comma-separated extension list from config.
 */

/** 'pdf, .PNG,jpg,,pdf' → ['pdf', 'png', 'jpg']: lower case, no dot, no blanks, no repeats. */
export function parseAllowedFileFormats(list: string | null | undefined): string[] {
  const formats = (list ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^\.+/, ''))
    .filter(Boolean);
  return [...new Set(formats)];
}

/** The `accept` attribute of a file input: '.pdf,.png,.jpg'; '' when none is configured (disable the input then). */
export function fileAcceptAttribute(formats: readonly string[]): string {
  return formats.map((format) => `.${format}`).join(',');
}

/** The extension of a file name, lower case, '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file may be uploaded; with no formats configured, none is allowed. */
export function isAllowedFileName(fileName: string, formats: readonly string[]): boolean {
  const extension = fileExtension(fileName);
  return extension !== '' && formats.includes(extension);
}

/** The most an uploaded file (a receipt, an attachment) may weigh: 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type UploadProblem = 'wrong_type' | 'too_large';

/** Why a file may not be uploaded (a type outside the config's list, more than 5 MB), or null. */
export function uploadProblem(file: { name: string; size: number }, formats: readonly string[]): UploadProblem | null {
  if (!isAllowedFileName(file.name, formats)) return 'wrong_type';
  return file.size > UPLOAD_MAX_BYTES ? 'too_large' : null;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type a stored file is served with, from its (allowed) extension. */
export const contentTypeOf = (fileName: string): string => CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
