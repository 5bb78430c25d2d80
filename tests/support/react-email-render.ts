// Stand-in for @react-email/render under jest: its node build loads react-dom/server with a dynamic import(),
// which jest's CommonJS runtime refuses. Same output path: static markup, then the real html-to-text conversion.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const actual = jest.requireActual<typeof import("@react-email/render")>("@react-email/render");

export const toPlainText = actual.toPlainText;

export async function render(node: ReactNode, options: { plainText?: boolean } = {}): Promise<string> {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(node)}`;
  return options.plainText ? actual.toPlainText(html) : html;
}
