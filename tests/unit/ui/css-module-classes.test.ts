// The CSS-module declaration generator: class names from selectors only, never from values, comments or :global().
import { cssModuleClassNames, cssModuleDeclaration } from "@/scripts/lib/css-module-classes";

describe("cssModuleClassNames", () => {
  it("finds classes in selectors, inside media queries and compound selectors", () => {
    const css = `
      /* .commented { } */
      .card { padding: 0.5rem; background: url(/img/a.png); }
      .card:hover .title, .card-body > .icon { color: red; }
      @media (min-width: 1050px) { .wide { width: 1.5em; } }
      :global(.visually-hidden) .inner { content: ".not-a-class"; }
    `;
    expect(cssModuleClassNames(css)).toEqual(["card", "card-body", "icon", "inner", "title", "wide"]);
  });

  it("writes a typed default export", () => {
    const text = cssModuleDeclaration(["card", "card-body"]);
    expect(text).toContain('readonly "card": string;');
    expect(text).toContain('readonly "card-body": string;');
    expect(text).toContain("export default styles;");
  });
});
