// One place every unexpected error goes: the server log with a request id (and an error service once configured).
import crypto from "node:crypto";

export function newRequestId(): string {
  return crypto.randomBytes(8).toString("hex");
}

export function reportError(error: unknown, context: { requestId: string; where: string }): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[pickline] ${context.where} failed (request ${context.requestId}): ${detail}`);
}
