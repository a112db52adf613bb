import type { Tag, TagWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { TagInputs } from './TagInputs';

/** Tags as a catalogue: CSV columns `name`, `colour`, `group` (the API's import columns). */
export const tagCatalogue: CatalogueView<Tag> = {
  resource: 'tags',
  csvColumns: ['name', 'colour', 'group'],
  toCsvRow: (tag) => ({ name: tag.name, colour: tag.colour, group: tag.group ?? '' }),
  importRequired: ['name'],
  importExample: { name: 'Client visit', colour: 'blue', group: 'Cost type' },
  nameOf: (tag) => tag.name,
  newValues: { name: '', colour: 'blue', group: '' },
  toWrite: (values): TagWrite => ({
    name: String(values.name ?? '').trim(),
    colour: values.colour as TagWrite['colour'],
    group: String(values.group ?? '').trim() || null,
  }),
  Inputs: TagInputs,
};
