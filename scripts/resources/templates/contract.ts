import type { ResourceNames } from '../resourceNames';
import type { NewFile } from './newFile';

const R = '../components/responses';
const responses = (codes: readonly string[]) =>
  codes
    .map((code) => {
      const name = { '401': 'Unauthorized', '403': 'Forbidden', '404': 'NotFound', '409': 'Conflict', '422': 'ValidationFailed' }[code];
      return `      '${code}':\n        $ref: ${R}/${name}.yaml`;
    })
    .join('\n') + `\n      default:\n        $ref: ${R}/DefaultError.yaml`;

const body = (schema: string) =>
  `    requestBody:\n      required: true\n      content:\n        application/json:\n          schema:\n            $ref: ../components/schemas/${schema}.yaml`;
const answer = (code: string, description: string, schema: string) =>
  `      '${code}':\n        description: ${description}\n        content:\n          application/json:\n            schema:\n              $ref: ../components/schemas/${schema}.yaml`;
const params = (withId: boolean) =>
  `    parameters:\n      - $ref: ../components/parameters/XTenant.yaml${withId ? '\n      - $ref: ../components/parameters/IdPath.yaml' : ''}`;

/** The contract of a catalogue: its paths (list, one, status, import) and five schemas, as `paths/tags.yaml` does. */
export function contractFiles(n: ResourceNames): NewFile[] {
  const op = (verb: string, summary: string, description: string) =>
    `    tags: [${n.kebab}]\n    operationId: ${verb}\n    summary: ${summary}\n    description: ${description}`;
  const paths = `${n.camel}:
  get:
${op(`list${n.Pascal}s`, `${n.Title} of the active company`, `Needs permission \`read ${n.words}\`. \`search\` matches the name and the code.`)}
    parameters:
      - $ref: ../components/parameters/XTenant.yaml
      - name: sorts
        in: query
        description: Sort keys as \`field:direction\` (default \`name:asc\`).
        style: form
        explode: true
        schema:
          type: array
          items:
            type: string
            pattern: '^(name|code|status|created_at):(asc|desc)$'
      - $ref: ../components/parameters/Page.yaml
      - $ref: ../components/parameters/PerPage.yaml
      - $ref: ../components/parameters/Search.yaml
      - name: filters
        in: query
        style: deepObject
        explode: true
        schema:
          $ref: ../components/schemas/${n.Pascal}ListFilters.yaml
    responses:
${answer('200', `A page of ${n.words}.`, `${n.Pascal}List`)}
${responses(['401', '403', '422'])}
  post:
${op(`create${n.Pascal}`, `Create a ${n.wordsOne}`, `Needs permission \`create ${n.words}\`. A name the company already has (any case) is a 422 on \`name\`.`)}
${params(false)}
${body(`${n.Pascal}Write`)}
    responses:
${answer('201', `The new ${n.wordsOne} (active).`, `${n.Pascal}Response`)}
${responses(['401', '403', '422'])}
${n.camelOne}:
  get:
${op(`get${n.Pascal}`, `One ${n.wordsOne} of the active company`, `Needs permission \`read ${n.words}\`. Another company's ${n.wordsOne} is a 404.`)}
${params(true)}
    responses:
${answer('200', `The ${n.wordsOne}.`, `${n.Pascal}Response`)}
${responses(['401', '403', '404', '422'])}
  put:
${op(`update${n.Pascal}`, `Change a ${n.wordsOne}`, `Needs permission \`update ${n.words}\`. Another company's ${n.wordsOne} is a 404; a taken name a 422 on \`name\`.`)}
${params(true)}
${body(`${n.Pascal}Write`)}
    responses:
${answer('200', `The changed ${n.wordsOne}.`, `${n.Pascal}Response`)}
${responses(['401', '403', '404', '422'])}
  delete:
${op(`delete${n.Pascal}`, `Delete a ${n.wordsOne} for good`, `Needs permission \`delete ${n.words}\`. Another company's ${n.wordsOne} is a 404.`)}
${params(true)}
    responses:
      '204':
        $ref: ${R}/NoContent.yaml
${responses(['401', '403', '404', '409', '422'])}
${n.camelOne}Status:
  patch:
${op(`set${n.Pascal}Status`, `Archive or restore a ${n.wordsOne}`, `Needs permission \`update ${n.words}\`. Another company's ${n.wordsOne} is a 404.`)}
${params(true)}
${body('CatalogueStatusWrite')}
    responses:
${answer('200', `The ${n.wordsOne} in its new state.`, `${n.Pascal}Response`)}
${responses(['401', '403', '404', '409', '422'])}
${n.camelOne}Import:
  post:
${op(`import${n.Pascal}s`, `Import ${n.words} from CSV rows`, `Needs permission \`create ${n.words}\`. Columns \`name\`, \`code\`; every row is checked as a create; any invalid row is a 422 naming its line and column, and nothing is imported.`)}
${params(false)}
${body('CatalogueImport')}
    responses:
${answer('201', 'Every row was imported.', 'CatalogueImportResult')}
      '401':
        $ref: ${R}/Unauthorized.yaml
      '403':
        $ref: ${R}/Forbidden.yaml
      '422':
        $ref: ${R}/ImportRowsFailed.yaml
      default:
        $ref: ${R}/DefaultError.yaml
`;
  const schema = (name: string, text: string) => ({ path: `openapi/components/schemas/${n.Pascal}${name}.yaml`, content: text });
  return [
    { path: `openapi/paths/${n.camel}.yaml`, content: paths },
    schema(
      '',
      `type: object\ndescription: A ${n.wordsOne} of the company (a catalogue).\nrequired: [id, name, code, status, created_at]\nproperties:\n  id:\n    type: integer\n  name:\n    type: string\n    maxLength: 60\n    description: Unique in the company, whatever the case.\n  code:\n    type: [string, 'null']\n    maxLength: 20\n  status:\n    $ref: CatalogueStatus.yaml\n  created_at:\n    type: string\n    format: date-time\nexample:\n  id: 7\n  name: ${n.TitleOne} 1\n  code: CC-1\n  status: active\n  created_at: '2025-03-02T08:00:00Z'\n`,
    ),
    schema(
      'Write',
      `type: object\ndescription: What a ${n.wordsOne} is created or changed with.\nadditionalProperties: false\nrequired: [name]\nproperties:\n  name:\n    type: string\n    minLength: 1\n    maxLength: 60\n  code:\n    type: [string, 'null']\n    maxLength: 20\nexample:\n  name: ${n.TitleOne} 1\n  code: CC-1\n`,
    ),
    schema(
      'List',
      `type: object\nrequired: [data, meta]\nproperties:\n  data:\n    type: array\n    items:\n      $ref: ${n.Pascal}.yaml\n  meta:\n    $ref: ListMeta.yaml\n`,
    ),
    schema('Response', `type: object\nrequired: [data]\nproperties:\n  data:\n    $ref: ${n.Pascal}.yaml\n`),
    schema(
      'ListFilters',
      `type: object\ndescription: ${n.TitleOne} filters, e.g. \`filters[exact][status]=active\`.\nadditionalProperties: false\nproperties:\n  exact:\n    type: object\n    additionalProperties: false\n    properties:\n      status:\n        $ref: CatalogueStatus.yaml\n`,
    ),
  ];
}

/** `openapi.yaml`: the tag, the four paths and the five schema names, each after the tags catalogue's. */
export function contractEdits(n: ResourceNames): Edit[] {
  const schemas = ['', 'List', 'ListFilters', 'Response', 'Write']
    .map((name) => `    ${n.Pascal}${name}:\n      $ref: components/schemas/${n.Pascal}${name}.yaml\n`)
    .join('');
  return [
    {
      path: 'openapi/openapi.yaml',
      after: '  - name: tags\n    description: Tags of the active company (a catalogue).\n',
      insert: `  - name: ${n.kebab}\n    description: ${n.Title} of the active company (a catalogue).\n`,
    },
    {
      path: 'openapi/openapi.yaml',
      after: '  /api/admin/tags/import:\n    $ref: paths/tags.yaml#/tagImport\n',
      insert: [
        `  /api/admin/${n.kebab}:\n    $ref: paths/${n.camel}.yaml#/${n.camel}\n`,
        `  /api/admin/${n.kebab}/{id}:\n    $ref: paths/${n.camel}.yaml#/${n.camelOne}\n`,
        `  /api/admin/${n.kebab}/{id}/status:\n    $ref: paths/${n.camel}.yaml#/${n.camelOne}Status\n`,
        `  /api/admin/${n.kebab}/import:\n    $ref: paths/${n.camel}.yaml#/${n.camelOne}Import\n`,
      ].join(''),
    },
    { path: 'openapi/openapi.yaml', after: '    TagWrite:\n      $ref: components/schemas/TagWrite.yaml\n', insert: schemas },
  ];
}

/** An edit of an existing file: `insert` goes right after `after` (or right before `before`), which must be there once. */
export type Edit = { path: string; insert: string } & ({ after: string } | { before: string });
