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
