/**
 * Password rules of the set-password and verify-account forms (the same rules the API
 * applies): 8 to 128 characters with at least one letter and one digit, typed twice.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'required' | 'too_short' | 'too_long' | 'needs_letter' | 'needs_digit' | 'mismatch';

export type PasswordFields = { password: string; password_confirmation: string };

/** Problems per field, in display order; an empty object when the pair is acceptable. */
export function passwordProblems({
  password,
  password_confirmation,
}: PasswordFields): Partial<Record<keyof PasswordFields, PasswordProblem[]>> {
  const problems: PasswordProblem[] = [];
  if (password === '') problems.push('required');
  else {
    if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
    if (password.length > PASSWORD_MAX_LENGTH) problems.push('too_long');
    if (!/\p{L}/u.test(password)) problems.push('needs_letter');
    if (!/\p{Nd}/u.test(password)) problems.push('needs_digit');
  }
  const result: Partial<Record<keyof PasswordFields, PasswordProblem[]>> = {};
  if (problems.length > 0) result.password = problems;
  if (password !== '' && password_confirmation !== password) result.password_confirmation = ['mismatch'];
  return result;
}

/** The API's English wording of each problem (the app translates the codes itself). */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  required: 'The password field is required.',
  too_short: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  needs_letter: 'The password must contain at least one letter.',
  needs_digit: 'The password must contain at least one number.',
  mismatch: 'The password confirmation does not match.',
};
