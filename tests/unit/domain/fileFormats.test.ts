import { describe, expect, it } from 'vitest';
import { fileAcceptAttribute, fileExtension, isAllowedFileName, parseAllowedFileFormats } from '../../../src/domain/fileFormats';

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
