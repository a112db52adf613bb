/**
 * Gathers what each resource's text files export (issue 34 item 1): `<name>Resource{En,Ar}` (its
 * `resources.<resource>.*` texts), `<name>PermissionWords{En,Ar}` (`{ words, rows }`: the plain words of
 * the permissions it declares in src/domain/resources/ and its row of the role editor) and
 * `<name>RouteTexts{En,Ar}` (its catalogue entries' `spendboard.shell.routes.<id>.{label,description}`). The files are listed
 * by the generated `{en,ar}/resources/index.ts` (`npm run resources:gather`).
 */
type Texts = { [key: string]: string | Texts };
type PermissionWords = { words?: Record<string, string>; rows?: Record<string, string> };
type RouteTexts = Record<string, { label: string; description: string }>;

export type GatheredResourceTexts = {
  resources: Texts;
  words: Record<string, string>;
  rows: Record<string, string>;
  routes: RouteTexts;
};

export function gatherResourceTexts(modules: readonly Readonly<Record<string, unknown>>[]): GatheredResourceTexts {
  const gathered: GatheredResourceTexts = { resources: {}, words: {}, rows: {}, routes: {} };
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (/Resource(En|Ar)$/.test(name)) Object.assign(gathered.resources, value as Texts);
      else if (/PermissionWords(En|Ar)$/.test(name)) {
        const { words, rows } = value as PermissionWords;
        Object.assign(gathered.words, words);
        Object.assign(gathered.rows, rows);
      } else if (/RouteTexts(En|Ar)$/.test(name)) Object.assign(gathered.routes, value as RouteTexts);
    }
  }
  return gathered;
}

/** The role editor's texts (its grid columns) with the resources' permission words and rows laid in. */
export function withResourcePermissionWords<T extends { permissions: { columns: object } }>(
  messages: T,
  gathered: GatheredResourceTexts,
): T & { permissions: { words: Record<string, string>; rows: Record<string, string> } } {
  return { ...messages, permissions: { ...messages.permissions, words: gathered.words, rows: gathered.rows } };
}

/** The shell's texts with the resources' route texts laid in. */
export function withResourceRouteTexts<T extends { shell: { routes: object } }>(messages: T, gathered: GatheredResourceTexts): T {
  const { shell } = messages;
  return { ...messages, shell: { ...shell, routes: { ...shell.routes, ...gathered.routes } } };
}
