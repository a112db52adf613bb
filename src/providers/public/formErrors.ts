/**
 * How a failed write reads in a form (spec §8): its 422 field messages, or the text the error
 * dialog shows. The rules live with the API client's error shape; views read them here.
 */
export { errorDialogMessage, fieldErrorsOf, type FieldErrors } from '../../api/apiError';
