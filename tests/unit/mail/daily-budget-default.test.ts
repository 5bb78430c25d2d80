// The default daily mail budget keeps a 31-day month within Resend's free 3,000, the README and .env.example say the
// same number, and the README promises no more of Resend's idempotency keys than they do.
import fs from "node:fs";
import { parseEnv } from "@/lib/settings";

const FREE_PER_MONTH = 3_000;

test("the default budget, spent every day of a 31-day month, stays within the free plan's month", () => {
  const { MAIL_DAILY_BUDGET } = parseEnv({ NODE_ENV: "test" });
  expect(MAIL_DAILY_BUDGET).toBe(Math.floor(FREE_PER_MONTH / 31));
  expect(MAIL_DAILY_BUDGET * 31).toBeLessThanOrEqual(FREE_PER_MONTH);
});

test(".env.example and the README name that default, and no longer count a 30-day month", () => {
  expect(fs.readFileSync(".env.example", "utf8")).toMatch(/^MAIL_DAILY_BUDGET=96$/m);
  const readme = fs.readFileSync("README.md", "utf8");
  expect(readme).toContain("`MAIL_DAILY_BUDGET` (default `96`");
  expect(readme).not.toMatch(/100 a day over 30 days/);
});

test("the README does not promise that Resend's key stops a retried batch, and says mail goes at most once", () => {
  const readme = fs.readFileSync("README.md", "utf8");
  expect(readme).not.toContain("a retry of the same batch is not sent twice by");
  expect(readme).toContain("**At most once.**");
});
