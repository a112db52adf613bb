import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, required } from 'react-admin';
import { categoryLabel } from '../../../domain/categoryTree';
import { OPTIONS_PAGE_SIZE } from '../../../domain/optionLists';

/** A catalogue's choices: the company's active rows, loaded whole (spec §7), in `field` order. */
const activeRowsBy = (field: string) => ({
  perPage: OPTIONS_PAGE_SIZE,
  filter: { status: 'active' },
  sort: { field, order: 'ASC' as const },
});

type CatalogueInputProps = {
  source: string;
  reference: string;
  /** Without it, react-admin's label of the form's resource field. */
  label?: string;
  readOnly?: boolean;
};

/** One row of a company catalogue (projects, suppliers, branches…), picked by name among its active rows. */
export const CatalogueInput = ({ source, reference, label, readOnly }: CatalogueInputProps) => (
  <ReferenceInput source={source} reference={reference} {...activeRowsBy('name')}>
    <AutocompleteInput label={label} optionText="name" readOnly={readOnly} />
  </ReferenceInput>
);

export type CodingField = 'category_id' | 'project_id' | 'tag_ids';

type CodingInputsProps = {
  /** A field's label; without it, react-admin's label of the form's resource field. */
  labelOf?: (field: CodingField) => string;
  readOnly?: boolean;
  /** A coding rule must name its category, and says under it why (an expense may stay uncoded). */
  category?: { required: boolean; helperText: string };
};

/**
 * The coding of an expense against the company's catalogues: its accounting category (in tree order,
 * shown with its parents), an optional project and tags. The expense drawer and the coding rules use it.
 */
export const CodingInputs = ({ labelOf, readOnly, category }: CodingInputsProps) => (
  <>
    <ReferenceInput source="category_id" reference="categories" {...activeRowsBy('tree')}>
      <AutocompleteInput
        label={labelOf?.('category_id')}
        optionText={categoryLabel}
        readOnly={readOnly}
        validate={category?.required ? required() : undefined}
        helperText={category?.helperText}
      />
    </ReferenceInput>
    <CatalogueInput source="project_id" reference="projects" label={labelOf?.('project_id')} readOnly={readOnly} />
    <ReferenceArrayInput source="tag_ids" reference="tags" {...activeRowsBy('name')}>
      <AutocompleteArrayInput label={labelOf?.('tag_ids')} optionText="name" readOnly={readOnly} />
    </ReferenceArrayInput>
  </>
);
