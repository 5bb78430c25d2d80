// What a log line says of an error: type, message, stack, code and cause. Server-side only: responses never carry them.

export type ErrorFields = { type: string; message: string; stack?: string; code?: string; cause?: ErrorFields };

/** A thrown value as fields; causes (a driver's error under Prisma's) by type and message, a few levels deep. */
export function errorFields(error: unknown, depth = 0): ErrorFields {
  if (!(error instanceof Error)) return { type: typeof error, message: describe(error) };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  // A subclass that leaves name as "Error" is still known by its class.
  const type = error.name === "Error" ? error.constructor.name || error.name : error.name;
  return {
    type,
    message: error.message,
    ...(depth === 0 && error.stack ? { stack: error.stack } : {}),
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: errorFields(cause, depth + 1) } : {}),
  };
}

function describe(value: unknown): string {
  try {
    return String(value);
  } catch {
    // An object whose toString throws (or has none): its kind is all the log can say.
    return Object.prototype.toString.call(value);
  }
}
