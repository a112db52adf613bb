import { domainMessagesEn } from '../../src/i18n/en/domain';

/** Resolves a dotted i18n key in a nested message object, as polyglot does. */
export function lookup(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The English text of a key the domain rules return (`src/i18n/en/domain.ts`), or undefined. */
export function englishText(key: string | null | undefined): string | undefined {
  return key ? lookup({ spendboard: domainMessagesEn }, key) : undefined;
}
