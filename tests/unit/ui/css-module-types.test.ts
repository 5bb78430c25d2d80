// The CSS-module declarations typed-css-modules writes (npm run css:types): the default-export shape every
// component imports, classes borrowed with `composes:` from a shared module, and nothing from :global().
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import DtsCreator from "typed-css-modules";

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "css-types-"));
  fs.writeFileSync(path.join(dir, "shared.module.css"), ".card { padding: 1rem; }\n.muted { color: grey; }\n");
  fs.writeFileSync(
    path.join(dir, "page.module.css"),
    [
      '.panel { composes: card from "./shared.module.css"; }',
      ".title, .panel:hover .icon { color: red; background: url(/a.png); }",
      "@media (min-width: 1050px) { .wide { width: 1.5em; } }",
      ':global(.visually-hidden) .inner { content: ".not-a-class"; }',
    ].join("\n"),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function declaration(file: string): Promise<string> {
  const creator = new DtsCreator({ rootDir: dir, searchDir: dir });
  return (await creator.create(path.join(dir, file), undefined, true)).formatted;
}

describe("npm run css:types (typed-css-modules)", () => {
  it("declares the module's own classes as one default-importable object, composed ones included", async () => {
    const text = await declaration("page.module.css");
    for (const name of ["panel", "title", "icon", "wide", "inner"]) expect(text).toContain(`readonly "${name}": string;`);
    // `import styles from "./X.module.css"` works on `export =` because the project compiles with esModuleInterop.
    expect(text).toContain("export = styles;");
    expect(text).not.toContain('"visually-hidden"');
    expect(text).not.toContain('"not-a-class"');
    // The borrowed class is reached through .panel, never exported under its own name here.
    expect(text).not.toContain('"card"');
  });
});
