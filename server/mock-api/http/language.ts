import type { Request } from 'express';
import { API_LANGUAGES, type ApiLanguage } from '../../../src/domain/apiLanguage.ts';

/**
 * The language the API writes its sentences for people in for this request (messages, notification
 * titles, Smart Comply's explanations): the first of its `Accept-Language` ranges by quality that
 * names one it has ('ar', 'ar-AE'), else English; a range with a malformed quality counts as refused.
 * Codes, amounts and days in an answer never change with it.
 */
export function requestLanguage(req: Request): ApiLanguage {
  const header = req.get('accept-language') ?? '';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range, ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: range.split('-')[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (
    ranges.map((entry) => API_LANGUAGES.find((language) => language === entry.language)).find((language) => language !== undefined) ?? 'en'
  );
}
