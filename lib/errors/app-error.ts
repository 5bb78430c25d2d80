// AppError: an expected refusal with a catalogue code, thrown by use cases and turned into a response by the API layer.
import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode, type FieldIssue } from "./catalogue";

/** An expected refusal, thrown by use cases and turned into a response in one place (lib/api/handler). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?: FieldIssue[];
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: { message?: string; issues?: FieldIssue[]; details?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.name = "AppError";
    this.code = code;
    this.issues = options.issues;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.details !== undefined ? { details: this.details } : {}),
    };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
