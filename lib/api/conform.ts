// Checks a payload against its response contract in development and tests, so a use case that drifts from
// lib/contracts fails loudly (a 500 and a logged error) before a client meets the new shape; production skips it.
import type { z } from "zod";
import { isProduction } from "@/lib/settings";

export class ContractMismatchError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    super(`The response does not match its contract: ${issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ")}`);
    this.name = "ContractMismatchError";
  }
}

/** Returns the data as it is (never the parsed copy), so checking cannot change what is sent. */
export function conform<T>(schema: z.ZodType, data: T): T {
  if (isProduction()) return data;
  const result = schema.safeParse(data);
  if (!result.success) throw new ContractMismatchError(result.error.issues);
  return data;
}
