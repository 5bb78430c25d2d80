// POST /api/user/upload/profile-picture: a verified picker's picture, checked, re-encoded to a 256×256 WebP and stored.
import "server-only";
import crypto from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import type { StoredUser } from "@/lib/contracts/users";
import { getStoredUser } from "@/lib/server/auth/stored-user";
import { pictureUrl } from "./picture-url";
import { readPictureUpload } from "./read-picture-upload";
import { sniffImage } from "./sniff-image";

export const AVATAR_SIZE = 256;
/** Decompression-bomb guard: a small file may declare a huge canvas; refuse before decoding it. */
export const MAX_INPUT_PIXELS = 40_000_000;

const invalid = (message: string) => new AppError("VALIDATION_ERROR", { issues: [{ path: "picture", message }] });

async function reencode(bytes: Buffer): Promise<Buffer> {
  if (!sniffImage(bytes)) throw invalid("Send a JPEG, PNG, WebP or GIF image");
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  // Reading the header only; the pixel cap is then checked here so the refusal says why.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalid("This image could not be read");
    });
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) throw invalid("This image has too many pixels");
  try {
    // rotate() applies the EXIF orientation before it is dropped; sharp writes no metadata unless asked.
    return await sharp(bytes, options).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw invalid("This image could not be read");
  }
}

export async function uploadProfilePicture(caller: Caller, request: Request): Promise<StoredUser> {
  requireVerified(caller);
  const data = await reencode(await readPictureUpload(request));
  const hash = crypto.createHash("sha256").update(data).digest("hex").slice(0, 16);
  const url = pictureUrl(caller.id, hash);
  await db.$transaction([
    db.avatar.upsert({
      where: { userId: caller.id },
      create: { userId: caller.id, data: new Uint8Array(data), contentType: "image/webp", hash },
      update: { data: new Uint8Array(data), contentType: "image/webp", hash },
    }),
    db.user.update({ where: { id: caller.id }, data: { image: url } }),
  ]);
  // The client stores this payload as the user, so it is exactly GET /api/user/me's shape.
  return getStoredUser(caller.id);
}
