/** An answer as the generated cases read it: its status, its text and its JSON (undefined when not JSON). */
export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

/** Why an answer is not a 4xx with a JSON error body `{message, errors?}`, or null when it is. */
export function errorAnswerProblem(answer: Answer): string | null {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  const body = answer.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`;
  // `{message, errors?}` (the admin API); `{error, message?}` where the contract says so (OAuth, the assistant).
  const message = body.message ?? body.error;
  if (typeof message !== 'string' || message === '') return `${answer.status} without a message: ${answer.text.slice(0, 200)}`;
  const extra = Object.keys(body).filter((key) => !['message', 'errors', 'error'].includes(key));
  if (extra.length) return `${answer.status} error body carries ${extra.join(', ')}: ${answer.text.slice(0, 200)}`;
  return null;
}
