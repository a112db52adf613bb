import { TAG_COLOURS, type TagColour } from '../../domain/contractLists';

// Keyed by the contract's union: a new colour in the OpenAPI fails the type check here.
const SWATCHES: Record<TagColour, string> = {
  grey: '#757575',
  red: '#d32f2f',
  orange: '#ef6c00',
  amber: '#ffb300',
  green: '#2e7d32',
  teal: '#00897b',
  blue: '#1976d2',
  indigo: '#3949ab',
  purple: '#8e24aa',
  pink: '#d81b60',
};

export const tagColourLabel = (colour: TagColour) => `resources.tags.colour.${colour}`;
export const tagColourSwatch = (colour: TagColour) => SWATCHES[colour];

/** Select choices of the palette, in the contract's order. */
export const tagColourChoices = TAG_COLOURS.map((colour) => ({ id: colour, name: tagColourLabel(colour) }));
