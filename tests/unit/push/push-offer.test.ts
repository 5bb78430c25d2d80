// The push offer appears only while the device can still turn push on, and a refusal keeps it away for thirty days.
import { mayOfferPush, PUSH_OFFER_PAUSE_DAYS } from "@/lib/domain/push-offer";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 29, 12);

test("a device that can turn push on and never refused is offered it, the iPhone guide included", () => {
  expect(mayOfferPush("off", null, NOW)).toBe(true);
  expect(mayOfferPush("needs-install", null, NOW)).toBe(true);
});

test("a device already on, blocked by the browser or without push is never offered it", () => {
  for (const device of ["on", "blocked", "unsupported"] as const) expect(mayOfferPush(device, null, NOW)).toBe(false);
});

test("a refusal keeps the offer away for thirty days and no longer", () => {
  expect(PUSH_OFFER_PAUSE_DAYS).toBe(30);
  expect(mayOfferPush("off", NOW - DAY, NOW)).toBe(false);
  expect(mayOfferPush("off", NOW - 30 * DAY + 1, NOW)).toBe(false);
  expect(mayOfferPush("off", NOW - 30 * DAY, NOW)).toBe(true);
  expect(mayOfferPush("needs-install", NOW - 10 * DAY, NOW)).toBe(false);
});
