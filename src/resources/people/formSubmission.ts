import { HttpError } from 'react-admin';

export type SubmissionErrors = Record<string, string>;

/**
 * Runs a form's write call. The API's 422 field errors are returned, so react-admin puts each
 * on its field; any other failure is handed to `onOtherError` (an error notification).
 */
export async function submitWithFieldErrors(
  write: () => Promise<unknown>,
  onOtherError: (message: string) => void,
): Promise<SubmissionErrors | undefined> {
  try {
    await write();
    return undefined;
  } catch (error) {
    const fieldErrors = error instanceof HttpError ? (error.body as { errors?: SubmissionErrors } | undefined)?.errors : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return fieldErrors;
    onOtherError(error instanceof Error && error.message ? error.message : 'spendboard.errors.unexpected');
    return undefined;
  }
}
