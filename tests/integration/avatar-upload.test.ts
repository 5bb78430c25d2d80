// Profile pictures: JSON data URL and multipart uploads, re-encoded to 256×256 WebP without metadata; every bad upload refused with nothing stored.
import zlib from "node:zlib";
import sharp from "sharp";
import { GET as avatar } from "@/app/api/picker/[key]/avatar/route";
import { GET as me } from "@/app/api/user/me/route";
import { POST as upload } from "@/app/api/user/upload/profile-picture/route";
import { db } from "@/lib/db";
import { createSignedInUser } from "../support/factories";
import { apiRequest, ORIGIN, readJson, routeContext } from "../support/requests";

const picture = (format: "png" | "jpeg", width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: "#0b6e4f" } })
    .withMetadata({ exif: { IFD0: { Copyright: "secret-owner" } } })
    [format]()
    .toBuffer();

function multipart(bytes: Uint8Array, token: string, name = "me.png", type = "image/png") {
  const form = new FormData();
  form.append("picture", new Blob([new Uint8Array(bytes)], { type }), name);
  return new Request(`${ORIGIN}/api/user/upload/profile-picture`, {
    method: "POST",
    headers: { host: "localhost:3000", authorization: `Bearer ${token}` },
    body: form,
  });
}

const asJson = (bytes: Uint8Array, token: string, mime = "image/png") =>
  apiRequest("/api/user/upload/profile-picture", {
    method: "POST",
    bearer: token,
    body: { picture: `data:${mime};base64,${Buffer.from(bytes).toString("base64")}` },
  });

/** A PNG whose header claims 20000×20000 pixels around a few bytes of data: a decompression bomb. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(20_001 * 4))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function expectNothingStored(userId: string) {
  expect(await db.avatar.count({ where: { userId } })).toBe(0);
  expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).image).toBeNull();
}

describe("POST /api/user/upload/profile-picture", () => {
  test("a PNG data URL becomes a 256×256 WebP without metadata, and the stored user comes back", async () => {
    const { user, token } = await createSignedInUser();
    const response = await upload(asJson(await picture("png"), token));
    expect(response.status).toBe(200);
    const payload = (await readJson(response)).payload as { id: string; profilePictureURL: string; verified: boolean };
    const stored = await db.avatar.findUniqueOrThrow({ where: { userId: user.id } });
    expect(payload).toEqual({
      id: user.id,
      username: user.username,
      verified: true,
      role: "USER",
      bio: null,
      profilePictureURL: `/api/picker/${user.id}/avatar?v=${stored.hash}`,
      followed: [],
    });
    // The stored user: the very shape GET /api/user/me answers.
    expect(payload).toEqual((await readJson(await me(apiRequest("/api/user/me", { bearer: token })))).payload);
    const meta = await sharp(Buffer.from(stored.data)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.contentType).toBe("image/webp");
  });

  test("a multipart JPEG with EXIF is accepted and its EXIF dropped", async () => {
    const { user, token } = await createSignedInUser();
    const response = await upload(multipart(await picture("jpeg"), token, "me.jpg", "image/jpeg"));
    expect(response.status).toBe(200);
    const stored = await db.avatar.findUniqueOrThrow({ where: { userId: user.id } });
    const meta = await sharp(Buffer.from(stored.data)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored.data).includes("secret-owner")).toBe(false);
  });

  test.each([
    ["a 0-byte file", async () => Buffer.alloc(0), 400],
    ["an HTML page renamed .png", async () => Buffer.from("<!doctype html><html><script>alert(1)</script></html>"), 400],
    ["an SVG", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), 400],
    ["a pixel bomb", async () => pixelBomb(), 400],
    ["a 20 MB file", async () => Buffer.concat([await picture("png"), Buffer.alloc(20 * 1024 * 1024)]), 413],
  ])("%s is refused and nothing is stored", async (_name, make, status) => {
    const { user, token } = await createSignedInUser();
    const response = await upload(multipart(await make(), token));
    expect(response.status).toBe(status);
    await expectNothingStored(user.id);
  });

  test("the pixel bomb is refused for its pixel count, before any decoding", async () => {
    const { token } = await createSignedInUser();
    const body = await readJson(await upload(multipart(pixelBomb(), token)));
    expect(body.error?.issues).toEqual([{ path: "picture", message: "This image has too many pixels" }]);
  });

  test("a 6 MB data URL is refused before decoding", async () => {
    const { user, token } = await createSignedInUser();
    const response = await upload(asJson(Buffer.alloc(6 * 1024 * 1024, 1), token));
    expect(response.status).toBe(413);
    await expectNothingStored(user.id);
  });

  test("visitors and unverified users cannot upload", async () => {
    const bytes = await picture("png");
    const visitor = await upload(apiRequest("/api/user/upload/profile-picture", { method: "POST", body: { picture: "data:image/png;base64,AAAA" } }));
    expect(visitor.status).toBe(401);
    const { user, token } = await createSignedInUser({ verified: false });
    expect((await upload(asJson(bytes, token))).status).toBe(403);
    await expectNothingStored(user.id);
  });
});

describe("GET /api/picker/{userId}/avatar", () => {
  test("serves the WebP with its hash as ETag, cached for a year when the URL names the hash, 304 on a match", async () => {
    const { user, token } = await createSignedInUser();
    await upload(asJson(await picture("png"), token));
    const { hash } = await db.avatar.findUniqueOrThrow({ where: { userId: user.id } });
    const response = await avatar(apiRequest(`/api/picker/${user.id}/avatar?v=${hash}`), routeContext({ key: user.id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("etag")).toBe(`"${hash}"`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(256);
    const stale = await avatar(apiRequest(`/api/picker/${user.id}/avatar?v=old`), routeContext({ key: user.id }));
    expect(stale.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, must-revalidate");
    const again = await avatar(apiRequest(`/api/picker/${user.id}/avatar`, { headers: { "if-none-match": `"${hash}"` } }), routeContext({ key: user.id }));
    expect(again.status).toBe(304);
  });

  test("a picker without a picture is NOT_FOUND", async () => {
    const { user } = await createSignedInUser();
    expect((await avatar(apiRequest(`/api/picker/${user.id}/avatar`), routeContext({ key: user.id }))).status).toBe(404);
  });
});
