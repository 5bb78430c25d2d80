// A card's confidence problems as one refusal: a started game's number moved says so; any other problem names the
// numbers out of range or used twice.
import type { ConfidenceProblem } from "@/lib/domain/card-confidence";
import { AppError } from "@/lib/errors/app-error";

export function confidenceError(problems: readonly ConfidenceProblem[]): AppError {
  const locked = problems.filter((problem) => problem.code === "LOCKED_MOVED");
  if (locked.length > 0) return new AppError("CONFIDENCE_LOCKED", { details: { problems: locked } });
  return new AppError("CONFIDENCE_INVALID", { details: { problems } });
}
