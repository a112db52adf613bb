import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * After a save, the first field with an error (the browser's own check or the API's 422) gets the
 * focus, which scrolls it into view: a long form never fails out of sight. Put inside a `<Form>`.
 */
export const FocusFirstError = () => {
  const { errors, submitCount } = useFormState();
  const { setFocus } = useFormContext();
  const focusedFor = useRef(0);
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (!first || focusedFor.current === submitCount) return;
    focusedFor.current = submitCount;
    setFocus(first);
  }, [errors, submitCount, setFocus]);
  return null;
};
