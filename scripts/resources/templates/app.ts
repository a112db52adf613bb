import type { ResourceNames } from '../resourceNames';
import type { Edit } from './contract';
import type { NewFile } from './newFile';

/** The declaration, the resource folder (a catalogue: list with its create and edit dialogs) and its endpoints. */
export function appFiles(n: ResourceNames, order: number): NewFile[] {
  const dir = `src/resources/${n.kebab}`;
  const ar = n.ar;
  return [
    {
      path: `src/domain/resources/${n.camel}.ts`,
      content: `import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The ${n.words} catalogue: \`read|create|update|delete ${n.words}\`. */
export default catalogueDeclaration({
  resource: '${n.kebab}',
  order: ${order},
  permissionNoun: '${n.words}',
  row: '${n.snake}',
  arabicNoun: arabicNoun('${n.wordsOne}', '${ar.a}', '${ar.the}', '${ar.this}', '${ar.other}'${ar.feminine ? ', true' : ''}),
});
`,
    },
    {
      path: `${dir}/paths.ts`,
      content: `import { resourcePaths } from '../../layout/navigation/resourcePaths';\n\n/** ${n.Title} live under the Admin settings. */\nexport const ${n.camelOne}Paths = resourcePaths('/settings/${n.kebab}');\n`,
    },
    {
      path: `${dir}/listQuery.ts`,
      content: `import { defineListQuery } from '../../layout/lists/listQuery';\n\n/** \`/settings/${n.kebab}\` opens on the ${n.words} by name. */\nexport const ${n.camelOne}ListQuery = defineListQuery({ resource: '${n.kebab}', sort: { field: 'name', order: 'ASC' } });\n`,
    },
    {
      path: `${dir}/${n.Pascal}Inputs.tsx`,
      content: `import { TextInput, maxLength, required } from 'react-admin';

/** A ${n.wordsOne}'s fields, for create and edit; the API checks them again (a taken name comes back on \`name\`). */
export const ${n.Pascal}Inputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(60)]} autoFocus />
    <TextInput source="code" validate={maxLength(20)} />
  </>
);
`,
    },
    {
      path: `${dir}/${n.camelOne}Catalogue.ts`,
      content: `import type { ${n.Pascal}, ${n.Pascal}Write } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { ${n.Pascal}Inputs } from './${n.Pascal}Inputs';

/** ${n.Title} as a catalogue: CSV columns \`name\`, \`code\` (the API's import columns). */
export const ${n.camelOne}Catalogue: CatalogueView<${n.Pascal}> = {
  resource: '${n.kebab}',
  csvColumns: ['name', 'code'],
  toCsvRow: (row) => ({ name: row.name, code: row.code ?? '' }),
  importRequired: ['name'],
  importExample: { name: '${n.TitleOne} 1', code: 'CC-1' },
  nameOf: (row) => row.name,
  newValues: { name: '', code: '' },
  toWrite: (values): ${n.Pascal}Write => ({ name: String(values.name ?? '').trim(), code: String(values.code ?? '').trim() || null }),
  Inputs: ${n.Pascal}Inputs,
};
`,
    },
    {
      path: `${dir}/${n.Pascal}List.tsx`,
      content: `import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { DataTable } from 'react-admin';
import type { ${n.Pascal} } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { ${n.camelOne}Catalogue } from './${n.camelOne}Catalogue';
import { ${n.camelOne}ListQuery } from './listQuery';

const Column = DataTable.Col<${n.Pascal}>;

/** \`/settings/${n.kebab}\`: the company's ${n.words} (read ${n.words}), by name. */
const ${n.Pascal}List = () => (
  <CatalogueList view={${n.camelOne}Catalogue} query={${n.camelOne}ListQuery} emptyIcon={AccountTreeOutlined} phoneSecondaryText={(row) => row.code}>
    <Column source="name" />
    <Column source="code" />
  </CatalogueList>
);

export default ${n.Pascal}List;
`,
    },
    {
      path: `${dir}/index.ts`,
      content: `import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { lazyView } from '../../layout/navigation/lazyView';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { ${n.camelOne}ListQuery } from './listQuery';
import { ${n.camelOne}Paths } from './paths';

/** ${n.Title} (a catalogue): registered with react-admin; the list (with its dialogs) lives at \`/settings/${n.kebab}\`. */
export const ${n.camel}Manifest = {
  name: '${n.kebab}',
  order: ${order},
  routes: [{ path: ${n.camelOne}Paths.list, component: lazyView(() => import('./${n.Pascal}List')), listQuery: ${n.camelOne}ListQuery }],
  catalogue: [
    catalogueEntry({
      id: '${n.snake}',
      path: ${n.camelOne}Paths.list,
      icon: AccountTreeOutlined,
      group: 'admin_erp',
      tags: ['erp'],
      quickActions: [quickAction('create', '${n.kebab}'), quickAction('import', '${n.kebab}')],
      access: listAccess('${n.kebab}'),
    }),
  ],
  paths: ${n.camelOne}Paths,
} satisfies ResourceManifest;

export default ${n.camel}Manifest;
`,
    },
  ];
}

/** The dataProvider's endpoints and the bench call (the manifest is gathered: `npm run resources:gather`). */
export function appEdits(n: ResourceNames): Edit[] {
  return [
    {
      path: 'src/providers/data/resources.ts',
      after: "    sortable: ['name', 'colour', 'group', 'status', 'created_at'],\n  },\n",
      insert: `  '${n.kebab}': {\n    list: '/api/admin/${n.kebab}',\n    one: '/api/admin/${n.kebab}/{id}',\n    import: '/api/admin/${n.kebab}/import',\n    status: '/api/admin/${n.kebab}/{id}/status',\n    sortable: ['name', 'code', 'status', 'created_at'],\n  },\n`,
    },
    {
      path: 'scripts/bench-api/calls.ts',
      after: "  ...catalogue('/api/admin/tags', 'tags', 'search=a&filters[exact][status]=active'),\n",
      insert: `  ...catalogue('/api/admin/${n.kebab}', '${n.words}', 'search=a&filters[exact][status]=active'),\n`,
    },
  ];
}
