// Reads a JSON request body with a size limit enforced before the whole body is buffered.
import { AppError } from "@/lib/errors/app-error";

export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** No request the API accepts nests deeper; far deeper input would overflow the stack of whatever walks it later. */
export const MAX_JSON_DEPTH = 64;

/** The raw body, refused as PAYLOAD_TOO_LARGE once it passes `limit`, before the rest is buffered. */
export async function readBodyBytes(request: Request, limit: number, missing: () => AppError): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE");
  if (!request.body) throw missing();

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  const bytes = await readBodyBytes(
    request,
    limit,
    () => new AppError("VALIDATION_ERROR", { issues: [{ path: "(root)", message: "A JSON body is required" }] }),
  );
  const text = bytes.toString("utf8");
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new AppError("VALIDATION_ERROR", { issues: [{ path: "(root)", message: `The body nests deeper than ${MAX_JSON_DEPTH} levels` }] });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_ERROR", { issues: [{ path: "(root)", message: "The body is not valid JSON" }] });
  }
}

/** Whether JSON text opens more than `limit` arrays or objects at once: one linear pass, brackets inside strings ignored. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > limit) return true;
    } else if (char === "]" || char === "}") depth--;
  }
  return false;
}
