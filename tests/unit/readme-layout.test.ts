// The README's layout map names every top-level folder of lib/ and components/, and only folders that exist: a folder
// added or removed without its line in the map fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { layoutMapLines } from "./architecture/layout-map";

const ROOT = resolve(__dirname, "../..");
const MAPPED_ROOTS = ["lib", "components"] as const;
/** Prisma's generated client: git-ignored output that `npm ci` writes, so a fresh checkout may not have it yet. */
const OPTIONAL = new Set(["lib/generated"]);

/** The folders the map names under lib/ and components/ ("lib/domain"), each from a line starting with its path. */
function mappedFolders(lines: string[]): string[] {
  const pattern = new RegExp(`^((?:${MAPPED_ROOTS.join("|")})/[^/\\s]+)/(?:\\s|$)`);
  return lines.flatMap((line) => pattern.exec(line)?.[1] ?? []);
}

function foldersOnDisk(): string[] {
  return MAPPED_ROOTS.flatMap((root) =>
    readdirSync(join(ROOT, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${root}/${entry.name}`),
  );
}

describe("the README's layout map", () => {
  const mapped = mappedFolders(layoutMapLines(readFileSync(join(ROOT, "README.md"), "utf8")));
  const onDisk = foldersOnDisk();

  it("names every top-level folder of lib/ and components/", () => {
    expect(onDisk.filter((folder) => !mapped.includes(folder) && !OPTIONAL.has(folder))).toEqual([]);
  });

  it("names no folder that does not exist", () => {
    expect(mapped.filter((folder) => !onDisk.includes(folder) && !OPTIONAL.has(folder))).toEqual([]);
  });

  it("gives each folder one line", () => {
    expect(mapped.filter((folder, index) => mapped.indexOf(folder) !== index)).toEqual([]);
  });

  it("would see a folder missing from a map, and a mapped folder that is gone", () => {
    const lines = ["app/            routes", "lib/domain/     pure rules", "components/ui/  design system", "lib/db.ts       the client"];
    expect(mappedFolders(lines)).toEqual(["lib/domain", "components/ui"]);
    expect(mappedFolders(["lib/domainx/ rules"])).not.toContain("lib/domain");
  });
});
