// Builds real Request objects for calling route handlers directly, as Next.js would.
export const ORIGIN = "http://localhost:3000";

type Options = { method?: string; body?: unknown; bearer?: string; cookie?: string; headers?: Record<string, string> };

export function apiRequest(path: string, { method = "GET", body, bearer, cookie, headers = {} }: Options = {}): Request {
  const all: Record<string, string> = { host: "localhost:3000", ...headers };
  if (bearer !== undefined) all.authorization = `Bearer ${bearer}`;
  if (cookie) all.cookie = `authjs.session-token=${cookie}`;
  if (body !== undefined && !all["content-type"]) all["content-type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: all,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function routeContext<P extends Record<string, string>>(params: P) {
  return { params: Promise.resolve(params) };
}

export async function readJson(response: Response): Promise<{ payload?: unknown; error?: { code: string; message: string; issues?: unknown[] } }> {
  return response.json();
}
