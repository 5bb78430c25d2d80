// A client generated from the served document with openapi-typescript type-checks a bearer-token call to the pick
// endpoint, and the compiler refuses the same call with a side, a path or a payload field the document does not have.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiDocumentJson } from "@/lib/openapi/api-document";

const root = process.cwd();

const CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./api";

const client = createClient<paths>({ baseUrl: "https://pickline.example", headers: { Authorization: "Bearer session-token" } });

/** The locked price of a new pick, or the refusal's code. */
export async function pickHome(fixtureId: number): Promise<number | string> {
  const { data, error } = await client.POST("/api/{sport}/{league}/pick", {
    params: { path: { sport: "football", league: "nfl" } },
    body: { fixtureId, side: "HOME" },
  });
  if (error) return error.error.code;
  const state: "PENDING" = data.payload.state;
  return state === "PENDING" ? data.payload.moneyLine : data.payload.id;
}
`;

/** Each line breaks the document's contract once: the compiler must name every one of them. */
const WRONG = `import createClient from "openapi-fetch";
import type { paths } from "./api";

const client = createClient<paths>({ baseUrl: "https://pickline.example", headers: { Authorization: "Bearer session-token" } });

export async function wrong() {
  await client.POST("/api/{sport}/{league}/pick", { params: { path: { sport: "football", league: "nfl" } }, body: { fixtureId: 1, side: "LEFT" } });
  await client.POST("/api/{sport}/{league}/picks", { params: { path: { sport: "football", league: "nfl" } }, body: { fixtureId: 1, side: "HOME" } });
  const { data } = await client.POST("/api/{sport}/{league}/pick", { params: { path: { sport: "football", league: "nfl" } }, body: { fixtureId: 1, side: "HOME" } });
  return data?.payload.stake;
}
`;

const TSCONFIG = {
  compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", lib: ["ES2022", "DOM"], skipLibCheck: true, types: [] },
  files: ["client.ts", "wrong.ts"],
};

test("openapi-typescript types from the document type-check a bearer-token pick call and refuse calls off the document", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pickline-openapi-client-"));
  try {
    fs.writeFileSync(path.join(dir, "openapi.json"), apiDocumentJson());
    // The CLI an API client would run; it reads the local file and downloads nothing.
    execFileSync(process.execPath, [path.join(root, "node_modules/openapi-typescript/bin/cli.js"), "openapi.json", "--output", "api.ts"], { cwd: dir, stdio: "pipe" });
    expect(fs.readFileSync(path.join(dir, "api.ts"), "utf8")).toContain('"/api/{sport}/{league}/pick"');
    fs.writeFileSync(path.join(dir, "client.ts"), CLIENT);
    fs.writeFileSync(path.join(dir, "wrong.ts"), WRONG);
    fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(TSCONFIG));
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");

    const tsc = spawnSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "--project", "tsconfig.json", "--pretty", "false"], { cwd: dir, encoding: "utf8" });
    const errors = tsc.stdout.split("\n").filter((line) => /error TS\d+/.test(line));
    expect(errors.filter((line) => !line.startsWith("wrong.ts"))).toEqual([]);
    // One error per broken line (7, 8 and 10), and none elsewhere.
    expect([...new Set(errors.map((line) => /^wrong\.ts\((\d+),/.exec(line)?.[1]))].sort()).toEqual(["10", "7", "8"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
