// npm run admin:grant -- <email>: gives the account with that address role ADMIN (the admin page at /admin).
import { createPrismaClient } from "@/lib/db";
import { grantAdmin } from "@/lib/server/auth/grant-admin";
import { loadProjectEnv } from "./lib/load-env";
import { resolveDatabase } from "./lib/database-server";
import { runScript } from "./lib/run-script";

const MESSAGES = {
  granted: (email: string) => `${email} is now ADMIN: sign in again (or reload) and open /admin.`,
  "already admin": (email: string) => `${email} is already ADMIN.`,
  "no account": (email: string) =>
    `No account uses ${email}: sign up with it first, or add it to ADMIN_EMAILS, which makes it ADMIN when it signs in.`,
  "not an e-mail address": (email: string) => `"${email}" is not an e-mail address. Usage: npm run admin:grant -- you@example.com`,
};

async function main(): Promise<number> {
  loadProjectEnv(false);
  const email = (process.argv[2] ?? "").trim();
  const database = await resolveDatabase();
  const db = createPrismaClient(database.url);
  try {
    const outcome = await grantAdmin(db, email);
    const ok = outcome === "granted" || outcome === "already admin";
    (ok ? console.log : console.error)(MESSAGES[outcome](email));
    return ok ? 0 : 1;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

runScript(main);
