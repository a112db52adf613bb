/** react-admin's AutocompleteInput module itself, by the name vite.config.ts gives it (autocompleteOnDemand.tsx). */
declare module 'ra-ui-materialui/autocomplete-input' {
  export { AutocompleteInput } from 'react-admin';
}
