import { describe, expect, it } from 'vitest';
import { ar } from '../../../src/i18n/ar';
import { en } from '../../../src/i18n/en';
import { RESOURCE_PERMISSIONS } from '../../../src/providers/access/accessRules';
import { RESOURCE_MANIFESTS } from '../../../src/resources';

/**
 * Issue 34 item 1: what a new resource could forget fails a test. A resource without an access rule is open
 * to every member of the company in the app (nothing asks for a permission): each such resource is named
 * here with why, and a new one fails until it has a rule in src/providers/access/accessRules.ts or a reason.
 */
const OPEN_TO_EVERY_MEMBER: Readonly<Record<string, string>> = {
  mailbox:
    "the company's mailbox is read by every member of the company (the mock asks for membership only); " +
    'classifying an e-mail asks for organize classifications by name',
};

type Texts = { resources?: Record<string, { name?: string }> };

describe('the registries a resource joins', () => {
  it('give every resource an access rule for its list (or a reason it is open to every member)', () => {
    const unruled = RESOURCE_MANIFESTS.map((manifest) => manifest.name).filter((name) => !RESOURCE_PERMISSIONS[name]?.list);
    expect(unruled.filter((name) => !(name in OPEN_TO_EVERY_MEMBER))).toEqual([]);
    // …and the reasons name only resources that still have no rule.
    expect(Object.keys(OPEN_TO_EVERY_MEMBER).filter((name) => !unruled.includes(name))).toEqual([]);
  });

  it('give every resource a rule for each view it mounts: show, create and edit ask for a permission too', () => {
    const missing = RESOURCE_MANIFESTS.filter((manifest) => !(manifest.name in OPEN_TO_EVERY_MEMBER)).flatMap((manifest) =>
      (['create', 'edit', 'show'] as const)
        .filter((view) => manifest.views?.[view] && !RESOURCE_PERMISSIONS[manifest.name]?.[view])
        .map((view) => `${manifest.name} ${view}`),
    );
    expect(missing).toEqual([]);
  });

  it('name every resource in English and in Arabic', () => {
    const unnamed = (texts: Texts) => RESOURCE_MANIFESTS.map((manifest) => manifest.name).filter((name) => !texts.resources?.[name]?.name);
    expect(unnamed(en as Texts)).toEqual([]);
    expect(unnamed(ar as Texts)).toEqual([]);
  });
});
