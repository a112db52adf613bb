import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  errorDialogMessage,
  extractApiError,
  fieldErrorsOf,
  GENERIC_ERROR_MESSAGE,
  toHttpError,
  UNEXPECTED_FIELD_ERROR,
  unwrap,
} from '../../../src/api/apiError';

const response = (status: number, statusText = '') => new Response(null, { status, statusText });

describe('extractApiError: spec §8, branch by branch', () => {
  it('no response → the client’s own message', () => {
    expect(extractApiError({ clientError: new TypeError('Failed to fetch') })).toEqual({ status: 0, message: 'Failed to fetch' });
  });

  it('no response and nothing to say → the generic message', () => {
    expect(extractApiError({ clientError: 'boom' })).toEqual({ status: 0, message: GENERIC_ERROR_MESSAGE });
  });

  it('an errors object → field errors (first message of each field), before message', () => {
    const details = extractApiError({
      response: response(422, 'Unprocessable Entity'),
      body: {
        message: 'The given data was invalid.',
        errors: { name: ['The name field is required.', 'Too short.'], limit: ['Too big.'] },
      },
    });
    expect(details).toEqual({
      status: 422,
      message: 'The name field is required.',
      fieldErrors: { name: 'The name field is required.', limit: 'Too big.' },
    });
  });

  it('a field without any message gets "Unexpected error occured"', () => {
    const details = extractApiError({ response: response(422), body: { errors: { name: [] } } });
    expect(details.fieldErrors).toEqual({ name: UNEXPECTED_FIELD_ERROR });
  });

  it('no errors object → message', () => {
    expect(
      extractApiError({ response: response(403, 'Forbidden'), body: { message: 'You do not have permission to read cards.' } }),
    ).toEqual({
      status: 403,
      message: 'You do not have permission to read cards.',
    });
  });

  it('an empty errors object counts as none', () => {
    expect(extractApiError({ response: response(400), body: { message: 'Bad.', errors: {} } }).message).toBe('Bad.');
  });

  it('no message → status code and status text', () => {
    expect(extractApiError({ response: response(502, 'Bad Gateway'), body: '<html>proxy error</html>' })).toEqual({
      status: 502,
      message: '502 Bad Gateway',
    });
  });

  it('nothing at all → the generic translated message', () => {
    expect(extractApiError({ response: response(500), body: undefined })).toEqual({ status: 500, message: GENERIC_ERROR_MESSAGE });
  });
});

describe('toHttpError / unwrap', () => {
  it('is a react-admin HttpError whose body.errors feeds the form', () => {
    const error = toHttpError({ response: response(422), body: { message: 'Invalid.', errors: { name: ['Required.'] } } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ message: 'Required.', errors: { name: 'Required.' } });
  });

  it('returns the data of a successful call', async () => {
    await expect(unwrap(Promise.resolve({ data: { id: 1 }, response: response(200) }))).resolves.toEqual({ id: 1 });
  });

  it('throws an HttpError for an error answer and for a call that never got one', async () => {
    await expect(unwrap(Promise.resolve({ error: { message: 'Not found.' }, response: response(404) }))).rejects.toMatchObject({
      status: 404,
      message: 'Not found.',
    });
    await expect(unwrap(Promise.reject(new TypeError('Network down')))).rejects.toMatchObject({ status: 0, message: 'Network down' });
  });
});

describe('fieldErrorsOf / errorDialogMessage', () => {
  it('reads the field errors of a failed write, none for other failures', () => {
    const invalid = toHttpError({ response: new Response(null, { status: 422 }), body: { errors: { email: ['Taken.'] } } });
    expect(fieldErrorsOf(invalid)).toEqual({ email: 'Taken.' });
    expect(fieldErrorsOf(toHttpError({ response: new Response(null, { status: 500 }), body: { message: 'Down' } }))).toBeUndefined();
    expect(fieldErrorsOf(new Error('plain'))).toBeUndefined();
    expect(fieldErrorsOf(null)).toBeUndefined();
  });

  it('shows the failure’s own message, nothing for a generic one', () => {
    expect(errorDialogMessage(new Error('The card is terminated.'))).toBe('The card is terminated.');
    expect(errorDialogMessage(new Error(GENERIC_ERROR_MESSAGE))).toBeNull();
    expect(errorDialogMessage(new Error('spendboard.errors.unexpected'))).toBeNull();
    expect(errorDialogMessage(new Error('  '))).toBeNull();
    expect(errorDialogMessage('not an error')).toBeNull();
  });
});
