// Reads a JSON request body with a size limit enforced before the whole body is buffered.
import { AppError } from "./errors";

export const DEFAULT_BODY_LIMIT = 16 * 1024;

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
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new AppError("VALIDATION_ERROR", { issues: [{ path: "(root)", message: "The body is not valid JSON" }] });
  }
}
