// Pick rules: who may pick, until when, which sides, in which order refusals are reported, and pick shares.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import {
  NICKNAME_REQUIRED,
  NO_USERNAME_MESSAGE,
  UNVERIFIED_MESSAGE,
  isPickOpen,
  pickRefusal,
  pickShares,
  type PickAttempt,
} from "@/lib/domain/pick-rules";

const now = new Date("2026-11-22T18:00:00Z");
const fixture = { league: "NFL" as const, status: "PREGAME", startsAt: new Date(now.getTime() + 1000), homeMoneyLine: -150, awayMoneyLine: 130 };
const attempt: PickAttempt = {
  caller: { verified: true, username: "ada" },
  fixture,
  league: "NFL",
  side: "HOME",
  now,
  alreadyPicked: false,
};

describe("pickRefusal", () => {
  it("accepts a verified picker with a nickname on an open game with a line", () => {
    expect(pickRefusal(attempt)).toBeNull();
  });

  it("refuses visitors, unverified users and users without a nickname first", () => {
    expect(pickRefusal({ ...attempt, caller: null })).toEqual({ code: "UNAUTHORIZED" });
    expect(pickRefusal({ ...attempt, caller: { verified: false, username: "ada" } })).toEqual({ code: "FORBIDDEN", message: UNVERIFIED_MESSAGE });
    expect(pickRefusal({ ...attempt, caller: { verified: true, username: null }, fixture: null })).toEqual({
      code: "FORBIDDEN",
      message: NO_USERNAME_MESSAGE,
      details: { reason: NICKNAME_REQUIRED },
    });
  });

  it("treats a missing fixture and one of another league alike", () => {
    expect(pickRefusal({ ...attempt, fixture: null })?.code).toBe("NOT_FOUND");
    expect(pickRefusal({ ...attempt, league: "NBA" })?.code).toBe("NOT_FOUND");
  });

  it("closes at the start instant and whenever the game is not PREGAME", () => {
    expect(pickRefusal({ ...attempt, now: new Date(fixture.startsAt.getTime() - 1) })).toBeNull();
    expect(pickRefusal({ ...attempt, now: fixture.startsAt })?.code).toBe("PICK_CLOSED");
    expect(pickRefusal({ ...attempt, now: new Date(fixture.startsAt.getTime() + 1000) })?.code).toBe("PICK_CLOSED");
    for (const status of ["IN_PROGRESS", "FINAL", "POSTPONED", "CANCELED"]) {
      expect(pickRefusal({ ...attempt, fixture: { ...fixture, status } })?.code).toBe("PICK_CLOSED");
    }
  });

  it("refuses a side without a money line but not the other side", () => {
    const oneSided = { ...fixture, homeMoneyLine: null };
    expect(pickRefusal({ ...attempt, fixture: oneSided, side: "HOME" })?.code).toBe("NO_ODDS");
    expect(pickRefusal({ ...attempt, fixture: oneSided, side: "AWAY" })).toBeNull();
  });

  it("reports an existing pick as a CONFLICT", () => {
    expect(pickRefusal({ ...attempt, alreadyPicked: true })?.code).toBe("CONFLICT");
  });

  it("is open exactly when the game is PREGAME and starts after now", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom("PREGAME", "IN_PROGRESS", "FINAL"), (offset, status) => {
        const open = isPickOpen({ status, startsAt: new Date(now.getTime() + offset) }, now);
        expect(open).toBe(status === "PREGAME" && offset > 0);
      }),
    );
  });
});

describe("pickShares", () => {
  it("gives 0 and 0 when nobody picked", () => {
    expect(pickShares(0, 0)).toEqual({ home: { total: 0, percentage: 0 }, away: { total: 0, percentage: 0 } });
  });

  it("always adds up to 100 and keeps the totals", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (home, away) => {
        fc.pre(home + away > 0);
        const shares = pickShares(home, away);
        expect(shares.home.percentage + shares.away.percentage).toBe(100);
        expect(shares.home.total).toBe(home);
        expect(Math.abs(shares.home.percentage - (home / (home + away)) * 100)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(pickShares(2, 1).home.percentage).toBe(67);
  });
});
