import type { ResourceNames } from '../resourceNames';
import type { Edit } from './contract';
import type { NewFile } from './newFile';

/** The mock's table fragment, seed, policy and routes of a catalogue (see `routes/tags.ts`). */
export function mockFiles(n: ResourceNames): NewFile[] {
  const Stored = `Stored${n.Pascal}`;
  return [
    {
      path: `server/mock-api/store/tables/${n.camel}.ts`,
      content: `import type { ${n.Pascal} } from '../../../../src/api/schema.d.ts';

/** A ${n.wordsOne} of a company (a catalogue). */
export interface ${Stored} extends ${n.Pascal} {
  company_id: string;
}

/** Its table of the store's database (\`MockDatabase\`, ../types.ts). */
export interface ${n.Pascal}Tables {
  ${n.camel}: ${Stored}[];
}

/** Its table empty, for the seed to fill. */
export default function emptyTables(): ${n.Pascal}Tables {
  return { ${n.camel}: [] };
}
`,
    },
    {
      path: `server/mock-api/store/seed/named/${n.camel}.ts`,
      content: `import type { ${Stored} } from '../../types.ts';
import { daysAgo, type SeedContext } from '../seedContext.ts';

/**
 * Three ${n.words} in every company but the last fixed one (its empty list), from the table's own generator
 * (gathered into seed/named/index.ts): what it draws moves no other seeded row.
 */
export default function seed${n.Pascal}s(ctx: SeedContext): void {
  const faker = ctx.seededFaker('${n.camel}');
  ctx.db.companies.forEach((company, companyIndex) => {
    if (companyIndex === 6) return;
    for (const number of [1, 2, 3]) {
      const row: ${Stored} = {
        id: ctx.nextId('${n.camel}'),
        company_id: company.id,
        name: '${n.TitleOne} ' + number,
        code: 'CC-' + number,
        status: 'active',
        created_at: faker.date.between({ from: daysAgo(ctx, 90), to: daysAgo(ctx, 30) }).toISOString(),
      };
      ctx.db.${n.camel}.push(row);
    }
  });
}
`,
    },
    {
      path: `server/mock-api/policy/${n.camel}.ts`,
      content: `import type { ${n.Pascal}Write } from '../../../src/api/schema.d.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { ${Stored} } from '../store/types.ts';
import { checkText, csvOptionalText, csvText, isTaken, type CsvRow, type ImportRules } from './catalogues.ts';

/** The create and change rule of a ${n.wordsOne}: the schema's bounds, and a name unique in the company (any case). */
export function ${n.camelOne}WriteErrors(taken: readonly { id?: number; name: string }[], body: ${n.Pascal}Write, existing?: ${Stored}): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 60 });
  if (!errors.name && isTaken(taken, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  checkText(errors, 'code', body.code, { max: 20 });
  return errors;
}

/** The stored fields of a write, trimmed (an empty code is none). */
export const ${n.camelOne}Fields = (body: ${n.Pascal}Write) => ({ name: body.name.trim(), code: body.code?.trim() || null });

/** A CSV file of ${n.words}: \`name\`, \`code\`, each row checked with the create rule. */
export const ${n.camelOne}ImportRules = (taken: readonly { id?: number; name: string }[]): ImportRules<${n.Pascal}Write> => ({
  columns: ['name', 'code'],
  toWrite: (row: CsvRow) => ({ name: csvText(row, 'name'), code: csvOptionalText(row, 'code') }),
  errorsOf: (write, earlier) => ${n.camelOne}WriteErrors([...taken, ...earlier], write),
});
`,
    },
    {
      path: `server/mock-api/routes/${n.camel}.ts`,
      content: `import type { ${n.Pascal}, ${n.Pascal}Write } from '../../../src/api/schema.d.ts';
import { ${n.camelOne}Fields, ${n.camelOne}ImportRules, ${n.camelOne}WriteErrors } from '../policy/${n.camel}.ts';
import type { ${Stored} } from '../store/types.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const present${n.Pascal} = ({ company_id: _companyId, ...row }: ${Stored}): ${n.Pascal} => row;

/** The company's ${n.words} (a catalogue): \`… ${n.words}\` permissions; names unique in the company. */
export const register${n.Pascal}Routes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<${Stored}, ${n.Pascal}Write, ${n.Pascal}>(router, {
    path: '/api/admin/${n.kebab}',
    noun: '${n.wordsOne}',
    permissionNoun: '${n.words}',
    rows: (db) => db.${n.camel},
    present: present${n.Pascal},
    searchIn: (row) => [row.name, row.code],
    defaultOrder: [{ field: 'name', descending: false }],
    exactFilters: ['status'],
    writeErrors: ${n.camelOne}WriteErrors,
    importRules: ${n.camelOne}ImportRules,
    newRow: (body, base) => ({ ...base, ...${n.camelOne}Fields(body) }),
    applyWrite: (row, body) => Object.assign(row, ${n.camelOne}Fields(body)),
  });
`,
    },
  ];
}

/** The route's registration (the seed is gathered: `npm run resources:gather`). */
export function mockEdits(n: ResourceNames): Edit[] {
  return [
    {
      path: 'server/mock-api/routes/index.ts',
      after: "import { registerTagRoutes } from './tags.ts';\n",
      insert: `import { register${n.Pascal}Routes } from './${n.camel}.ts';\n`,
    },
    { path: 'server/mock-api/routes/index.ts', after: '  registerTagRoutes,\n', insert: `  register${n.Pascal}Routes,\n` },
    // The security suite and api:test reach its records by id: which table its {id} names, and its list call.
    {
      path: 'scripts/api-test/idSources.ts',
      after: "  '/api/admin/tags/{id}': { table: 'tags' },\n",
      insert: `  '/api/admin/${n.kebab}/{id}': { table: '${n.camel}' },\n`,
    },
    { path: 'scripts/api-test/idSources.ts', after: "  tags: '/api/admin/tags',\n", insert: `  ${n.camel}: '/api/admin/${n.kebab}',\n` },
  ];
}
