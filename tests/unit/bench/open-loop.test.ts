// The open-loop generator's pure parts: when requests are due, and latency counted from the due time (no coordinated omission).
import { mulberry32 } from "@/lib/demo/random";
import { arrivalSchedule, summarize, type Sample } from "@/bench/lib/open-loop";

const gaps = (due: number[]) => due.slice(1).map((t, i) => t - due[i]);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("arrivalSchedule", () => {
  test("constant arrivals are evenly spaced from 0 and stop before the end", () => {
    const due = arrivalSchedule("constant", 100, 1_000, mulberry32(1));
    expect(due).toHaveLength(100);
    expect(due[0]).toBe(0);
    expect(due.at(-1)).toBeCloseTo(990, 9);
    for (const gap of gaps(due)) expect(gap).toBeCloseTo(10, 9);
  });

  test("constant arrivals do not drift over a long run (no summed rounding)", () => {
    const due = arrivalSchedule("constant", 3, 60_000, mulberry32(1));
    expect(due).toHaveLength(180);
    expect(due[179]).toBeCloseTo((179 * 1000) / 3, 9);
  });

  test("poisson gaps are exponential draws of mean 1/rate", () => {
    // -ln(1 - u) = 1 when u = 1 - 1/e: every gap is then exactly the mean gap.
    const due = arrivalSchedule("poisson", 50, 1_000, () => 1 - Math.exp(-1));
    expect(due).toHaveLength(49);
    for (const gap of gaps(due)) expect(gap).toBeCloseTo(20, 9);
  });

  test("poisson arrivals hit the rate on average, vary like an exponential, and repeat for a seed", () => {
    const due = arrivalSchedule("poisson", 1_000, 20_000, mulberry32(7));
    // 20,000 expected, standard deviation about 141.
    expect(Math.abs(due.length - 20_000)).toBeLessThan(600);
    expect(due.every((t, i) => t >= 0 && t < 20_000 && (i === 0 || t >= due[i - 1]))).toBe(true);
    const g = gaps(due);
    const m = mean(g);
    const sd = Math.sqrt(mean(g.map((x) => (x - m) ** 2)));
    expect(m).toBeCloseTo(1, 1);
    // An exponential's standard deviation equals its mean; an even schedule's is 0.
    expect(sd / m).toBeGreaterThan(0.9);
    expect(sd / m).toBeLessThan(1.1);
    expect(arrivalSchedule("poisson", 1_000, 20_000, mulberry32(7))).toEqual(due);
  });

  test("no rate or no time, no requests", () => {
    expect(arrivalSchedule("constant", 0, 1_000, mulberry32(1))).toEqual([]);
    expect(arrivalSchedule("poisson", 100, 0, mulberry32(1))).toEqual([]);
  });
});

describe("summarize", () => {
  test("latency runs from the due time: a request sent late counts its wait", () => {
    const s = summarize([{ dueMs: 100, sentMs: 140, doneMs: 150, ok: true }]);
    expect(s.p50Ms).toBe(50);
    expect(s.sendLagP99Ms).toBe(40);
  });

  test("a stall shows in p99 for every request due during it, not once", () => {
    // 100 requests due every 10 ms answer in 1 ms, except that the server stalls from 500 to 600 ms:
    // the ten due then all end at 600 ms. Measured from their send time a closed loop would record one slow request.
    const samples: Sample[] = Array.from({ length: 100 }, (_, i) => {
      const due = i * 10;
      const done = due >= 500 && due < 600 ? 600 : due + 1;
      return { dueMs: due, sentMs: due, doneMs: done, ok: true };
    });
    const s = summarize(samples);
    expect(s.requests).toBe(100);
    expect(s.p50Ms).toBe(1);
    expect(s.p90Ms).toBe(1);
    expect(s.p95Ms).toBe(50);
    expect(s.p99Ms).toBe(90);
    expect(s.maxMs).toBe(100);
  });

  test("failed requests are counted apart and left out of the percentiles", () => {
    const s = summarize([
      { dueMs: 0, sentMs: 0, doneMs: 5, ok: true },
      { dueMs: 10, sentMs: 10, doneMs: 10_010, ok: false },
    ]);
    expect(s).toMatchObject({ requests: 1, failed: 1, p99Ms: 5, maxMs: 5 });
  });
});
