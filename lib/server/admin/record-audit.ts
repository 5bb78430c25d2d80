// Writes one admin audit row (who, what, when) inside the caller's transaction.
import "server-only";
import type { AdminAction, Prisma } from "@/lib/generated/prisma/client";
import type { Admin } from "./require-admin";

export async function recordAudit(
  tx: Prisma.TransactionClient,
  admin: Admin,
  action: AdminAction,
  fixtureId: number | null,
  details: Prisma.InputJsonObject,
): Promise<void> {
  await tx.adminAudit.create({
    data: { actorId: admin.id, actorName: admin.username ?? `user ${admin.id}`, action, fixtureId, details },
  });
}
