import { ERRORS, errorMessage, type ErrorCode, type ErrorParams } from '@betterplay/contracts';

export type ErrorDetail = { path: string; message: string };

/** The one failure type handlers throw; the error handler maps it to the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The same failure with a detail per item, e.g. the free times of a court that was taken. */
  withDetails(details: ErrorDetail[]): AppError {
    return new AppError(this.statusCode, this.code, this.message, details);
  }
}

/** A failure from the catalogue in packages/contracts: `throw appError('SOCIAL_PAST')`. */
export function appError<C extends ErrorCode>(code: C, ...params: ErrorParams<C>): AppError {
  return new AppError(ERRORS[code].status, code, errorMessage(code, ...params));
}

/** A validation failure found by an operation rather than by the schema. */
export function validationError(path: string, message: string): AppError {
  return new AppError(ERRORS.VALIDATION_FAILED.status, 'VALIDATION_FAILED', message, [
    { path, message },
  ]);
}
