import { describe, expect, it } from 'vitest';
import {
  contentTypeOf,
  fileAcceptAttribute,
  fileExtension,
  isAllowedFileName,
  parseAllowedFileFormats,
  UPLOAD_MAX_BYTES,
  uploadProblem,
} from '../../../src/domain/fileFormats';

describe('parseAllowedFileFormats', () => {
  it('splits the comma-separated list', () => {
    expect(parseAllowedFileFormats('pdf,png,jpg')).toEqual(['pdf', 'png', 'jpg']);
  });

  it('normalises spaces, dots, case, blanks and repeats', () => {
    expect(parseAllowedFileFormats(' pdf, .PNG,,jpg , pdf ')).toEqual(['pdf', 'png', 'jpg']);
  });

  it('gives nothing for a missing list', () => {
    expect(parseAllowedFileFormats('')).toEqual([]);
    expect(parseAllowedFileFormats(undefined)).toEqual([]);
  });
});

describe('fileAcceptAttribute', () => {
  it('lists the extensions with dots', () => {
    expect(fileAcceptAttribute(['pdf', 'png'])).toBe('.pdf,.png');
    expect(fileAcceptAttribute([])).toBe('');
  });
});

describe('fileExtension', () => {
  it('is the lower-case last extension', () => {
    expect(fileExtension('Receipt.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('C:\\docs\\scan.JPG')).toBe('jpg');
  });

  it('is blank without an extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('name.')).toBe('');
  });
});

describe('isAllowedFileName', () => {
  const formats = parseAllowedFileFormats('pdf, png');

  it('allows listed extensions in any case', () => {
    expect(isAllowedFileName('invoice.PDF', formats)).toBe(true);
    expect(isAllowedFileName('photo.png', formats)).toBe(true);
  });

  it('refuses other or missing extensions', () => {
    expect(isAllowedFileName('script.exe', formats)).toBe(false);
    expect(isAllowedFileName('pdf', formats)).toBe(false);
    expect(isAllowedFileName('invoice.pdf.exe', formats)).toBe(false);
  });

  it('allows nothing when no format is configured', () => {
    expect(isAllowedFileName('invoice.pdf', [])).toBe(false);
  });
});

describe('uploadProblem and contentTypeOf', () => {
  it('refuses a type outside the list and more than 5 MB, in that order; serves by extension', () => {
    expect(uploadProblem({ name: 'a.pdf', size: UPLOAD_MAX_BYTES }, ['pdf'])).toBeNull();
    expect(uploadProblem({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 }, ['pdf'])).toBe('too_large');
    expect(uploadProblem({ name: 'a.exe', size: UPLOAD_MAX_BYTES + 1 }, ['pdf'])).toBe('wrong_type');
    expect(contentTypeOf('Taxi.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('notes')).toBe('application/octet-stream');
  });
});
