// Draws share images through tests/support/og-image-child.ts (one child process per call) and checks what came back.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { ImageAsk } from "./og-image-child";

const run = promisify(execFile);

export type Drawn = { status: number; headers: Record<string, string | null>; length: number; head: number[]; sha256: string; fetched: string[] };

/** The image routes run in one child process per call: see tests/support/og-image-child.ts. */
export async function draw(asks: ImageAsk[]): Promise<Drawn[]> {
  const child = path.join("tests", "support", "og-image-child.ts");
  const { stdout } = await run(process.execPath, ["--conditions", "react-server", "--import", "tsx", child, JSON.stringify(asks)], { env: process.env });
  return JSON.parse(stdout) as Drawn[];
}

export function expectPng(drawn: Drawn) {
  expect(drawn.status).toBe(200);
  expect(drawn.headers["content-type"]).toBe("image/png");
  expect(drawn.length).toBeGreaterThan(1000);
  // The PNG signature: a real image, not an error page served as one.
  expect(drawn.head).toEqual([0x89, 0x50, 0x4e, 0x47]);
  // Every glyph comes from the bundled font: a missing one would be fetched from a font service on every drawing.
  expect(drawn.fetched).toEqual([]);
}
