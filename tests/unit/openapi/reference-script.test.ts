// The API reference's script is a static file the build publishes into public/ under a hash of its bytes, and the
// package it comes from is needed only to build: a server installed without devDependencies never loads it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pkg from "../../../package.json";
import { publishReferenceScript, referenceScriptPath, referenceScriptSource } from "@/lib/openapi/reference-script";

const BUNDLE = "node_modules/@scalar/api-reference/dist/browser/standalone.js";

/** A project folder holding only a stand-in for Scalar's bundle. */
function projectWith(bundle: string | null): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "reference-script-"));
  if (bundle !== null) {
    fs.mkdirSync(path.dirname(path.join(root, BUNDLE)), { recursive: true });
    fs.writeFileSync(path.join(root, BUNDLE), bundle);
  }
  return root;
}

const published = (root: string) => fs.readdirSync(path.join(root, "public", "api-reference"));

describe("the API reference's script", () => {
  it("mounts the renderer after the bundle, without the bundle's source-map comment, and is named by its bytes", () => {
    const source = referenceScriptSource("var Scalar = {};\n//# sourceMappingURL=standalone.js.map\n");
    expect(source).not.toContain("sourceMappingURL");
    expect(source).toMatch(/jitless: true[\s\S]*var Scalar = \{\};[\s\S]*Scalar\.createApiReference\("#reference", \{"url":"\/api\/openapi\.json"/);
    expect(referenceScriptPath(source)).toMatch(/^\/api-reference\/scalar\.[0-9a-f]{16}\.js$/);
    expect(referenceScriptPath(source)).toBe(referenceScriptPath(source));
    expect(referenceScriptPath(`${source} `)).not.toBe(referenceScriptPath(source));
  });

  it("is written into public/ under its path, replacing an earlier build's file", () => {
    const root = projectWith("var Scalar = { version: 1 };\n");
    const first = publishReferenceScript(root);
    expect(fs.readFileSync(path.join(root, "public", first), "utf8")).toContain("version: 1");
    fs.writeFileSync(path.join(root, BUNDLE), "var Scalar = { version: 2 };\n");
    const second = publishReferenceScript(root);
    expect(second).not.toBe(first);
    expect(published(root)).toEqual([path.basename(second)]);
  });

  it("cannot be built without the package, and says how to install it", () => {
    expect(() => publishReferenceScript(projectWith(null))).toThrow(/standalone\.js is missing\. Install the devDependencies/);
  });

  it("comes from a package the production install leaves out", () => {
    expect(Object.keys(pkg.dependencies)).not.toContain("@scalar/api-reference");
    expect(Object.keys(pkg.devDependencies)).toContain("@scalar/api-reference");
  });
});
