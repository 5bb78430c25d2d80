// The zod schema of a pool's name for the server's request parsing (kept apart so zod never reaches the browser).
import { z } from "zod";
import { POOL_NAME_MAX, POOL_NAME_TOO_LONG } from "./pools";

/** Line breaks, tabs and other controls, and invisible (format) characters hide or reorder what members see. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * People name groups the way they speak ("Smith Family Picks"), so spaces are fine: the name is trimmed and every run
 * of spaces becomes one, so "Smith   Family" and "Smith Family" are the same name on every screen. Unlike a username
 * it is never part of a path (pool pages use the pool's id), so '/', '?', '#' and '%' are plain text too.
 * Checked after NFKC, so full-width letters and spaces count as what they become.
 */
export const poolNameSchema = z.string().transform((raw, context) => {
  const value = raw.normalize("NFKC");
  const refuse = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (HIDDEN.test(value)) return refuse("A pool name cannot contain control or invisible characters");
  const name = value.replace(/\p{Zs}+/gu, " ").trim();
  if (!name) return refuse("Choose a pool name");
  if (name.length > POOL_NAME_MAX) return refuse(POOL_NAME_TOO_LONG);
  return name;
});
