// Reads an uploaded picture from a JSON base64 data URL or multipart form data, refusing anything over 5 MB before decoding it.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { readBodyBytes } from "@/lib/server/net/read-body";

/** The picture itself may weigh at most this much (images only; the cap is ours). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
// Base64 grows data by 4/3; multipart adds headers and boundaries.
const MAX_BODY_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 64 * 1024;

const invalid = (message: string) => new AppError("VALIDATION_ERROR", { issues: [{ path: "picture", message }] });

function readBody(request: Request): Promise<Buffer> {
  return readBodyBytes(request, MAX_BODY_BYTES, () => invalid("Send a picture"));
}

function fromDataUrl(value: unknown): Buffer {
  if (typeof value !== "string") throw invalid("Send the picture as a base64 data URL");
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
  if (!match) throw invalid("Send the picture as a base64 data URL");
  const base64 = match[1].replace(/\s/g, "");
  if (Math.floor((base64.length * 3) / 4) > MAX_PICTURE_BYTES + 2) throw new AppError("PAYLOAD_TOO_LARGE");
  return Buffer.from(base64, "base64");
}

/** The picture's bytes, whichever of the product's two readings the client used (field name "picture"). */
export async function readPictureUpload(request: Request): Promise<Buffer> {
  const type = request.headers.get("content-type") ?? "";
  let bytes: Buffer;
  if (/^application\/json\b/i.test(type)) {
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request)).toString("utf8"));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw invalid("The body is not valid JSON");
    }
    bytes = fromDataUrl((body as { picture?: unknown } | null)?.picture);
  } else if (/^multipart\/form-data\b/i.test(type)) {
    const raw = await readBody(request);
    const form = await new Response(new Uint8Array(raw), { headers: { "content-type": type } }).formData().catch(() => {
      throw invalid("The form data could not be read");
    });
    const file = form.get("picture");
    if (!file || typeof file === "string") throw invalid("Attach the picture as a file named picture");
    bytes = Buffer.from(await file.arrayBuffer());
  } else {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: "Send the picture as JSON (a data URL) or as multipart form data" });
  }
  if (bytes.length === 0) throw invalid("The picture is empty");
  if (bytes.length > MAX_PICTURE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", { message: "The picture must be 5 MB or smaller" });
  return bytes;
}
