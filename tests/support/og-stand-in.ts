// next/og's ImageResponse for route tests in Jest (jest.config.mjs maps it here): an answer typed as PNG with the
// signature's bytes and the headers given, drawn by nothing. Jest's CommonJS runtime cannot load the real renderer (a
// dynamic import()); what an image draws, and that it draws offline, is tested through tests/support/og-image-child.ts.
export class ImageResponse extends Response {
  constructor(_element: unknown, init: ResponseInit & { width?: number; height?: number } = {}) {
    const headers = new Headers(init.headers);
    headers.set("content-type", "image/png");
    super(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: init.status ?? 200, headers });
  }
}
