// Makes an existing account ADMIN from the command line, for a deployer whose account predates ADMIN_EMAILS.
// No "server-only" here: `npm run admin:grant` imports it outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { normalizeEmail } from "@/lib/domain/account";

export type GrantOutcome = "granted" | "already admin" | "no account" | "not an e-mail address";

export async function grantAdmin(db: PrismaClient, rawEmail: string): Promise<GrantOutcome> {
  const email = normalizeEmail(rawEmail);
  if (!email) return "not an e-mail address";
  const user = await db.user.findUnique({ where: { email }, select: { id: true, role: true } });
  if (!user) return "no account";
  if (user.role === "ADMIN") return "already admin";
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return "granted";
}
