// Load shedding: requests beyond MAX_IN_FLIGHT_REQUESTS get a quick 503 with Retry-After; the others run; the count frees up.
import { admitted } from "@/lib/api/admission";
import { isAppError } from "@/lib/errors/app-error";

afterEach(() => delete process.env.MAX_IN_FLIGHT_REQUESTS);

test("past the bound a request is refused at once with SERVICE_UNAVAILABLE and Retry-After, and room returns when work ends", async () => {
  process.env.MAX_IN_FLIGHT_REQUESTS = "2";
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started: number[] = [];
  const slow = (n: number) => admitted(async () => { started.push(n); await gate; return n; });
  const first = slow(1);
  const second = slow(2);
  const third = slow(3).catch((error: unknown) => error);
  const refusal = await third;
  expect(isAppError(refusal) && refusal.code).toBe("SERVICE_UNAVAILABLE");
  expect(isAppError(refusal) && refusal.retryAfterSeconds).toBe(1);
  expect(started).toEqual([1, 2]);
  release();
  expect(await Promise.all([first, second])).toEqual([1, 2]);
  expect(await admitted(async () => "room again")).toBe("room again");
});

test("a failing request frees its place too", async () => {
  process.env.MAX_IN_FLIGHT_REQUESTS = "1";
  await expect(admitted(async () => { throw new Error("boom"); })).rejects.toThrow("boom");
  expect(await admitted(async () => "ok")).toBe("ok");
});

test("0 turns shedding off", async () => {
  process.env.MAX_IN_FLIGHT_REQUESTS = "0";
  const all = await Promise.all(Array.from({ length: 5 }, (_, i) => admitted(async () => i)));
  expect(all).toEqual([0, 1, 2, 3, 4]);
});
