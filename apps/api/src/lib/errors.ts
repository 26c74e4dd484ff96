import { NON_FIELD, type MessageParams } from '@ergo/contracts';

/**
 * The one error vocabulary of the API: a status, a message key of the shared catalogue and the
 * field it belongs to. The error handler translates it into `{"errors":[{field,message}]}`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly field: string = NON_FIELD,
    readonly params: MessageParams = {},
    /** a translated heading used instead of `field` (e.g. 'Something Went Wrong') */
    readonly headingKey?: string,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'errors.not_found');
export const unauthorized = () => new AppError(401, 'errors.unauthorized');
export const sessionExpired = () => new AppError(401, 'errors.session_expired');
export const forbidden = () => new AppError(403, 'errors.access_denied');
export const invalidLink = () => new AppError(400, 'errors.invalid_link');
export const fieldError = (field: string, messageKey: string, params: MessageParams = {}) =>
  new AppError(400, messageKey, field, params);
