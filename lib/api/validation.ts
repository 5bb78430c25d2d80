// Turns zod failures into VALIDATION_ERROR with one issue per field.
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

export function validationError(error: z.ZodError): AppError {
  return new AppError("VALIDATION_ERROR", {
    issues: error.issues.map((issue) => ({ path: issue.path.join(".") || "(root)", message: issue.message })),
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
