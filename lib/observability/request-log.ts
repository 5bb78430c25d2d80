// The one line an API request writes when it is answered: what was asked, how it ended, how long it took.
import { logger } from "./logger";

export type RequestLine = {
  requestId: string;
  method: string;
  /** The pattern (/api/picker/[username]), so lines group by route; `path` keeps the values. */
  route: string;
  path: string;
  status: number;
  durationMs: number;
  /** The catalogue code of a refusal (VALIDATION_ERROR ...). */
  code?: string;
  /** What went wrong on a failure: type, message and stack, in this line only, never in the response. */
  error?: unknown;
};

export function logRequest({ error, ...fields }: RequestLine): void {
  const level = fields.status >= 500 ? "error" : fields.status >= 400 ? "warn" : "info";
  logger()[level]({ ...fields, ...(error === undefined ? {} : { err: error }) }, `${fields.method} ${fields.path} ${fields.status}`);
}

type Params = Record<string, string | string[] | undefined>;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The route's pattern from its path and the params Next matched, in route order: each value's segment becomes [name],
 * a catch-all's tail [...name]. A value that matches no segment leaves the path as it is there.
 */
export function routePattern(path: string, params: Params): string {
  const segments = path.split("/");
  const values = segments.map(decoded);
  let from = 1;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      // A catch-all is the route's last segment.
      const start = segments.length - value.length;
      if (value.length > 0 && start >= from && value.every((part, i) => values[start + i] === part)) segments.splice(start, value.length, `[...${name}]`);
      break;
    }
    const index = values.findIndex((segment, i) => i >= from && segment === value);
    if (index < 0) continue;
    segments[index] = `[${name}]`;
    from = index + 1;
  }
  return segments.join("/");
}
