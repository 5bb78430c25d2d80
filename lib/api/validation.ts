// Turns zod failures into VALIDATION_ERROR with one issue per field.
import { z } from "zod";
import { AppError } from "./errors";

export function validationError(error: z.ZodError): AppError {
  return new AppError("VALIDATION_ERROR", {
    issues: error.issues.map((issue) => ({ path: issue.path.join(".") || "(root)", message: issue.message })),
  });
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
