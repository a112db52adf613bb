import { useCallback } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../providers/public/formErrors';
import { useErrorDialog } from '../dialogs/ErrorDialog';

type RenameFields = (errors: FieldErrors) => FieldErrors;

/**
 * The one way a form saves (spec §8): run the write; the API's 422 field errors are returned so
 * react-admin puts each on its field (optionally renamed to the form's own fields); any other
 * failure opens the error dialog. Loading state ends either way because the promise settles.
 *
 * `<Form onSubmit={(values) => submit(() => save(values))}>`
 */
export function useFormSubmit() {
  const showError = useErrorDialog();
  return useCallback(
    async (write: () => Promise<unknown>, renameFields?: RenameFields): Promise<FieldErrors | undefined> => {
      try {
        await write();
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        if (fieldErrors) return renameFields ? renameFields(fieldErrors) : fieldErrors;
        showError(error);
        return undefined;
      }
    },
    [showError],
  );
}

/**
 * The same rule for react-admin's `<Create>`/`<Edit>` saves, which put field errors on the fields
 * themselves: `mutationOptions={{ onError: useSaveErrorHandler() }}` opens the error dialog for the rest.
 */
export function useSaveErrorHandler() {
  const showError = useErrorDialog();
  return useCallback(
    (error: unknown) => {
      if (!fieldErrorsOf(error)) showError(error);
    },
    [showError],
  );
}
