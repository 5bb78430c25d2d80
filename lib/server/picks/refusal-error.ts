// A pick-rules refusal as the API error it is answered with (picks and parlays share the rule and its wording).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PickRefusal } from "@/lib/domain/pick-rules";

export function refusalError({ code, message, details }: PickRefusal): AppError {
  return new AppError(code, { ...(message ? { message } : {}), ...(details ? { details } : {}) });
}
