import { lazy, Suspense, type ComponentType } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { AutocompleteInputProps } from 'react-admin';

/**
 * react-admin's AutocompleteInput (and AutocompleteArrayInput and ReferenceInput's default child, which render it),
 * downloaded when a form or a filter first shows one instead of with every signed-in page: MUI's Autocomplete and
 * react-admin's input are ~20 KB gzip that no list renders before its first row (issue 38). vite.config.ts points
 * react-admin's own imports of `./AutocompleteInput.js` here; the real module is `ra-ui-materialui/autocomplete-input`.
 * While it loads, a placeholder of a field's height holds its place.
 */
const RealAutocompleteInput = lazy(() =>
  import('ra-ui-materialui/autocomplete-input').then((module) => ({
    // The generic component as the one props type this wrapper passes on.
    default: module.AutocompleteInput as ComponentType<AutocompleteInputProps>,
  })),
);

export const AutocompleteInput = (props: AutocompleteInputProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={48} sx={{ minWidth: 160, my: 1 }} aria-hidden />}>
    <RealAutocompleteInput {...props} />
  </Suspense>
);

/** The input's class names, as react-admin exports them (theme overrides and tests read them). */
export const AutocompleteInputClasses = {
  textField: 'RaAutocompleteInput-textField',
  emptyLabel: 'RaAutocompleteInput-emptyLabel',
};
