// npm run admin:grant -- <email>: the deployer's existing account becomes ADMIN; an unknown address is refused with the way out.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { db } from "@/lib/db";
import { createUser } from "../support/factories";

function grant(email: string) {
  return spawnSync(path.join(process.cwd(), "node_modules", ".bin", "tsx"), ["scripts/admin-grant.ts", email], {
    env: { ...process.env, DATABASE_URL_UNPOOLED: "", DIRECT_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

test("an existing account becomes ADMIN (the address normalised as at sign-in); a second grant changes nothing", async () => {
  const user = await createUser();
  const [local, domain] = user.email.split("@");
  const first = grant(`  ${local}@${domain.toUpperCase()} `);
  expect(first.stderr).toBe("");
  expect(first.status).toBe(0);
  expect(first.stdout).toContain("is now ADMIN");
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("ADMIN");
  const second = grant(user.email);
  expect(second.status).toBe(0);
  expect(second.stdout).toContain("is already ADMIN");
}, 60_000);

test("an address without an account exits 1 and points at signing up or ADMIN_EMAILS; nobody else changes", async () => {
  const bystander = await createUser();
  const result = grant("nobody@example.test");
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("No account uses nobody@example.test: sign up with it first, or add it to ADMIN_EMAILS");
  expect((await db.user.findUniqueOrThrow({ where: { id: bystander.id } })).role).toBe("USER");
  expect(grant("not-an-address").stderr).toContain("is not an e-mail address");
}, 60_000);
