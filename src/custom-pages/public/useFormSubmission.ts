/** Shared by the public account pages and the signed-in support form. */
import { useCallback, useState } from 'react';
import { fieldErrorsOf } from '../../providers/public/formErrors';

export type FieldErrorMessages = Record<string, string>;

export type FormSubmission<Result> = {
  pending: boolean;
  /** Per-field messages (i18n keys or API texts), from the client checks or a 422. */
  fieldErrors: FieldErrorMessages;
  /** A failure that belongs to no field. */
  formError: string | null;
  result: Result | null;
  setFieldErrors: (errors: FieldErrorMessages) => void;
  submit: (call: () => Promise<Result>) => Promise<void>;
  /** Back to an empty form (after a success, to send another). */
  reset: () => void;
};

/** Runs one API call for a form: field errors go to the fields, anything else above the form (spec §8). */
export function useFormSubmission<Result>(): FormSubmission<Result> {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const submit = useCallback(async (call: () => Promise<Result>) => {
    setPending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      setResult(await call());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setFieldErrors(fields);
      else setFormError(error instanceof Error && error.message ? error.message : 'spendboard.errors.unexpected');
    } finally {
      setPending(false);
    }
  }, []);

  const reset = useCallback(() => {
    setResult(null);
    setFieldErrors({});
    setFormError(null);
  }, []);

  return { pending, fieldErrors, formError, result, setFieldErrors, submit, reset };
}
