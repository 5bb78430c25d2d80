// The copies a server keeps in its own memory behave as a shared cache keeps them: fresh for s-maxage, then served
// stale while one background fetch replaces them, then fetched before answering; one fetch for concurrent readers; only
// keepable copies kept; bounded in entries and characters, the copy read longest ago going first.
import { copyStore } from "@/lib/security/copy-store";

type Copy = { body: string; ok: boolean; failed?: boolean };
const TIMES = { sMaxAge: 60, staleWhileRevalidate: 300 };

function store(limits = { maxEntries: 10, maxChars: 1_000 }) {
  let clock = 0;
  const copies = copyStore<Copy>({ ...limits, sizeOf: (copy) => copy.body.length, keepable: (copy) => copy.ok, failed: (copy) => copy.failed === true, now: () => clock });
  let made = 0;
  const load = jest.fn(async () => ({ body: `copy ${++made}`, ok: true }));
  return { copies, load, advance: (seconds: number) => (clock += seconds * 1000) };
}

test("a fresh copy is read with no fetch; a stale one is answered while one fetch replaces it; past that it is fetched first", async () => {
  const { copies, load, advance } = store();
  expect(await copies.read("/a", TIMES, load)).toEqual({ copy: { body: "copy 1", ok: true }, state: "MISS" });
  advance(59);
  expect(await copies.read("/a", TIMES, load)).toEqual({ copy: { body: "copy 1", ok: true }, state: "HIT" });
  expect(load).toHaveBeenCalledTimes(1);
  advance(2);
  expect(await copies.read("/a", TIMES, load)).toEqual({ copy: { body: "copy 1", ok: true }, state: "STALE" });
  await new Promise((resolve) => setImmediate(resolve));
  expect(await copies.read("/a", TIMES, load)).toEqual({ copy: { body: "copy 2", ok: true }, state: "HIT" });
  advance(60 + 300);
  expect(await copies.read("/a", TIMES, load)).toEqual({ copy: { body: "copy 3", ok: true }, state: "MISS" });
});

test("readers of a copy being fetched share that one fetch", async () => {
  const { copies, load } = store();
  const answers = await Promise.all([1, 2, 3].map(() => copies.read("/a", TIMES, load)));
  expect(load).toHaveBeenCalledTimes(1);
  expect(answers.map((answer) => answer.copy.body)).toEqual(["copy 1", "copy 1", "copy 1"]);
});

test("a copy that may not be kept is answered once and fetched again for the next reader", async () => {
  const { copies } = store();
  const notFound = jest.fn(async () => ({ body: "not found", ok: false }));
  await copies.read("/gone", TIMES, notFound);
  await copies.read("/gone", TIMES, notFound);
  expect(notFound).toHaveBeenCalledTimes(2);
  expect(copies.size()).toEqual({ entries: 0, chars: 0 });
});

test("a failed refresh keeps the stale copy", async () => {
  const { copies, load, advance } = store();
  await copies.read("/a", TIMES, load);
  advance(61);
  const failing = jest.fn(async (): Promise<Copy> => Promise.reject(new Error("down")));
  expect((await copies.read("/a", TIMES, failing)).state).toBe("STALE");
  await new Promise((resolve) => setImmediate(resolve));
  expect((await copies.read("/a", TIMES, load)).copy.body).toBe("copy 1");
});

test("a refresh whose render failed keeps the stale copy; one that is no longer a page (not found) removes it", async () => {
  const { copies, load, advance } = store();
  await copies.read("/a", TIMES, load);
  await copies.read("/b", TIMES, load);
  advance(61);
  const failedRender = jest.fn(async (): Promise<Copy> => ({ body: "error screen", ok: false, failed: true }));
  expect((await copies.read("/a", TIMES, failedRender)).copy.body).toBe("copy 1");
  await new Promise((resolve) => setImmediate(resolve));
  expect(await copies.read("/a", TIMES, load)).toEqual({ copy: { body: "copy 1", ok: true }, state: "STALE" });
  const notFound = jest.fn(async (): Promise<Copy> => ({ body: "not found", ok: false }));
  await copies.read("/b", TIMES, notFound);
  await new Promise((resolve) => setImmediate(resolve));
  expect((await copies.read("/b", TIMES, notFound)).copy.body).toBe("not found");
});

test("the store keeps within its bounds, dropping the copy read longest ago", async () => {
  const { copies, load } = store({ maxEntries: 2, maxChars: 14 });
  await copies.read("/a", TIMES, load);
  await copies.read("/b", TIMES, load);
  await copies.read("/a", TIMES, load);
  await copies.read("/c", TIMES, load);
  expect(copies.size()).toEqual({ entries: 2, chars: 12 });
  // /b was read longest ago: fetched again; /a still kept.
  expect((await copies.read("/a", TIMES, load)).state).toBe("HIT");
  expect((await copies.read("/b", TIMES, load)).state).toBe("MISS");
  const big = jest.fn(async () => ({ body: "x".repeat(15), ok: true }));
  await copies.read("/big", TIMES, big);
  expect((await copies.read("/big", TIMES, big)).state).toBe("MISS");
});
