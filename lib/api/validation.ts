// Turns zod failures into VALIDATION_ERROR with one issue per field.
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

type Issue = { path: PropertyKey[]; message: string };

/** A form's failure at its own root (a wrong type, a key it does not have) says the value was written in another form. */
const otherForm = (issues: z.core.$ZodIssue[]) =>
  issues.some((issue) => issue.path.length === 0 && (issue.code === "invalid_type" || issue.code === "unrecognized_keys"));

/**
 * A value that matches none of a union's forms fails as "Invalid input" at the value, naming no field. The form it
 * was written in (shaped like it, with the fewest problems) says which field is wrong instead, e.g. a parlay leg's odds.
 */
function fieldIssues(issue: z.core.$ZodIssue): Issue[] {
  if (issue.code !== "invalid_union") return [issue];
  const closest = issue.errors.filter((issues) => !otherForm(issues)).sort((a, b) => a.length - b.length)[0];
  if (!closest?.length) return [issue];
  return closest.flatMap(fieldIssues).map((inner) => ({ path: [...issue.path, ...inner.path], message: inner.message }));
}

/** A refinement whose words say more than the catalogue's "Some fields are not valid" marks its issue `params: { headline: true }`. */
const headline = (issues: z.core.$ZodIssue[]) =>
  issues.find((issue) => issue.code === "custom" && (issue.params as { headline?: boolean } | undefined)?.headline === true)?.message;

export function validationError(error: z.ZodError): AppError {
  const message = headline(error.issues);
  return new AppError("VALIDATION_ERROR", {
    ...(message ? { message } : {}),
    issues: error.issues.flatMap(fieldIssues).map((issue) => ({ path: issue.path.map(String).join(".") || "(root)", message: issue.message })),
  });
}

/** The path of the first string holding U+0000, which PostgreSQL text cannot store (it would fail as a 500). */
function nulCharacterPath(input: unknown, path: string[] = []): string[] | null {
  if (typeof input === "string") return input.includes("\u0000") ? path : null;
  if (input === null || typeof input !== "object") return null;
  for (const [key, value] of Object.entries(input)) {
    if (key.includes("\u0000")) return [...path, key];
    const found = nulCharacterPath(value, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = nulCharacterPath(input);
  if (nul) throw new AppError("VALIDATION_ERROR", { issues: [{ path: nul.join(".") || "(root)", message: "Text may not contain NUL characters" }] });
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
