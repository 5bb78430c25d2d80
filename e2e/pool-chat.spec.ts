// The owner connects a pool's group chat on a phone: a labelled field, a refusal in words under it, the webhook shown
// masked once saved (never the whole URL, in the page or the database), and removed again; all from the keyboard.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

const TOKEN = `Tk${crypto.randomBytes(30).toString("base64url").replace(/[^A-Za-z0-9]/g, "x")}`;
const WEBHOOK = `https://discord.com/api/webhooks/123456789012345678/${TOKEN}`;

test("the owner saves a Discord webhook from the keyboard, sees it masked and removes it", async ({ page, context }) => {
  const owner = await signInAsNewPicker(context, { prefix: "chat" });
  const [pool] = await sql<{ id: string }>(
    `INSERT INTO "Pool" (id, name, leagues, "ownerId", "inviteCode", "updatedAt") VALUES ($1, 'Group chat crew', '{NHL}', $2, $3, now()) RETURNING id`,
    [`e2e${crypto.randomBytes(8).toString("hex")}`, owner.id, crypto.randomBytes(16).toString("base64url")],
  );
  await sql(`INSERT INTO "PoolMember" ("poolId", "userId") VALUES ($1, $2)`, [pool.id, owner.id]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/pools/${pool.id}`);
  const chat = page.getByRole("region", { name: "Group chat" });
  const field = chat.getByRole("textbox", { name: "Webhook URL" });
  await field.fill("https://discord.com@127.0.0.1/api/webhooks/1/2");
  await field.press("Enter");
  await expect(chat.getByRole("alert")).toContainText("Paste a Discord webhook");
  expect(await sql(`SELECT 1 FROM "PoolChatHook" WHERE "poolId" = $1`, [pool.id])).toEqual([]);

  await field.fill(WEBHOOK);
  await field.press("Enter");
  await expect(chat.getByRole("status")).toHaveText("Webhook saved: send a test message to check it");
  await expect(chat).toContainText(`https://discord.com/api/webhooks/123456789012345678/••••${TOKEN.slice(-4)}`);
  expect(await page.content()).not.toContain(TOKEN.slice(0, 16));
  const [row] = await sql<{ sealedUrl: string }>(`SELECT "sealedUrl" FROM "PoolChatHook" WHERE "poolId" = $1`, [pool.id]);
  expect(row.sealedUrl).not.toContain(TOKEN.slice(0, 16));
  await expect(chat.getByRole("button", { name: "Send a test message" })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [375, 1050, 1824]) {
    await page.setViewportSize({ width, height: 800 });
    expect({ width, fits: await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth) }).toEqual({ width, fits: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });

  // Reloaded, the owner still sees only the masked form.
  await page.reload();
  await expect(chat).toContainText(`••••${TOKEN.slice(-4)}`);
  await chat.getByRole("button", { name: "Remove webhook" }).focus();
  await page.keyboard.press("Enter");
  await expect(chat.getByRole("status")).toHaveText("Webhook removed: nothing more is posted");
  expect(await sql(`SELECT 1 FROM "PoolChatHook" WHERE "poolId" = $1`, [pool.id])).toEqual([]);
});
