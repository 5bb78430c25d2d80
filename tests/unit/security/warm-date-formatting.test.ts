// The board's first bytes start the date-formatting warm-up: an inline script carrying the page's nonce (the policy
// runs no other), naming a worker file that exists, which builds a formatter like the game times' and ends.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { renderToStaticMarkup } from "react-dom/server";

let requestPolicy = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "content-security-policy": requestPolicy }) }));

import { INTL_WARMUP_URL, WarmDateFormatting } from "@/components/shell/WarmDateFormatting";
import { GAME_TIME_OPTIONS } from "@/lib/domain/format";
import { pageNonce } from "@/lib/security/page-nonce";

test("the nonce comes from the request's policy, and there is none without one", async () => {
  requestPolicy = "default-src 'self'; script-src 'nonce-AbC+/1==' 'strict-dynamic'";
  expect(await pageNonce()).toBe("AbC+/1==");
  requestPolicy = "";
  expect(await pageNonce()).toBeUndefined();
});

test("the script carries the nonce and starts the worker file", async () => {
  requestPolicy = "script-src 'nonce-n0nce' 'strict-dynamic'";
  const html = renderToStaticMarkup(await WarmDateFormatting());
  expect(html).toContain('nonce="n0nce"');
  const started: string[] = [];
  vm.runInNewContext(/<script[^>]*>(.*)<\/script>/.exec(html)![1], { Worker: class { constructor(url: string) { started.push(url); } } });
  expect(started).toEqual([INTL_WARMUP_URL]);
});

test("the worker builds a game-time formatter, reads the zone and closes itself", () => {
  const source = fs.readFileSync(path.join(process.cwd(), "public", INTL_WARMUP_URL), "utf8");
  const close = jest.fn();
  vm.runInNewContext(source, { Intl, close });
  expect(close).toHaveBeenCalledTimes(1);
});

test("the worker's formatter is the game times' own, so the data it loads is the data they need", () => {
  const source = fs.readFileSync(path.join(process.cwd(), "public", INTL_WARMUP_URL), "utf8");
  const built: unknown[][] = [];
  function DateTimeFormat(...args: unknown[]) {
    built.push(args);
    return { formatToParts: () => [], resolvedOptions: () => ({}) };
  }
  vm.runInNewContext(source, { Intl: { DateTimeFormat }, close: () => undefined });
  expect(built[0]).toEqual(["en-US", { timeZone: "UTC", ...GAME_TIME_OPTIONS }]);
});
