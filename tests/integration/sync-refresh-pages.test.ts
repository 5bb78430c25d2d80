// A sync that changes games expires the cached daily-pick pages (their lists and shares come from the games), so the
// next visitor sees the new games; a sync that changes nothing leaves the cache alone.
import { revalidateTag } from "next/cache";
import { db } from "@/lib/db";
import { demoFeed } from "@/lib/feeds/demo-feed";
import { syncAndRecord } from "@/lib/server/sync/sync-and-record";
import { DAILY_PICKS_TAG } from "@/lib/server/reports/refresh-daily-picks";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

const now = new Date();
const sync = () => syncAndRecord(db, demoFeed(), { now, sendMail: false });

test("the first sync of an empty database expires the daily-pick pages; a second one with nothing new does not", async () => {
  const first = await sync();
  expect(first.created).toBeGreaterThan(0);
  expect(revalidateTag).toHaveBeenCalledWith(DAILY_PICKS_TAG, { expire: 0 });
  jest.mocked(revalidateTag).mockClear();
  const second = await sync();
  expect(second.created + second.updated).toBe(0);
  expect(revalidateTag).not.toHaveBeenCalled();
});
