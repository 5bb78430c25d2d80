// Create a pool: a verified picker becomes its owner and first member, within the pools-per-picker limit.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { NewPool, PoolDetail } from "@/lib/contracts/pools";
import type { SurvivorSettings } from "@/lib/contracts/survivor";
import type { CardSettings } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { toDbLeague } from "@/lib/domain/leagues";
import { MAX_POOLS_PER_PICKER, TOO_MANY_POOLS, poolLeagues } from "@/lib/domain/pools";
import { slateOf, slateRange } from "@/lib/domain/survivor-slates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { appTimeZone } from "@/lib/settings";
import { rewriteCardSeason } from "./card/write-card-season";
import { newInviteCode } from "./invite-code";
import { lockPicker } from "./pool-access";
import { poolSummarySelect, toPoolDetail } from "./pool-summary";

export const SURVIVOR_START_PAST = "The first slate cannot be in the past";
export const SURVIVOR_START_STARTED = "The first slate's first game has started: choose a later slate";

/** A survivor pool plays its one league from the slate of the chosen day (a weekly league's Monday), today's or later. */
function survivorRow(settings: SurvivorSettings, now: Date) {
  const timeZone = appTimeZone();
  const startSlate = slateOf(new Date(`${settings.startSlate}T12:00:00Z`), settings.league, "UTC");
  if (startSlate < slateOf(now, settings.league, timeZone)) throw new AppError("VALIDATION_ERROR", { message: SURVIVOR_START_PAST });
  const { start, end } = slateRange(startSlate, settings.league, timeZone);
  return { league: toDbLeague(settings.league), startSlate: new Date(`${startSlate}T00:00:00Z`), lives: settings.lives, autoPick: settings.autoPick, start, end };
}

/** A card pool's rules as the owner chose them; its season end is a calendar day. */
function cardRow(settings: CardSettings) {
  const { seasonEnd, pickCount, ...rules } = settings;
  return { ...rules, pickCount: pickCount ?? null, seasonEnd: seasonEnd ? new Date(`${seasonEnd}T00:00:00Z`) : null };
}

/**
 * A pool whose first slate is under way would be over before anyone joined (joins and picks close at its first game),
 * so the slate must not have started by the database's clock: an NFL week already begun on Thursday is the usual case.
 */
async function refuseStartedSlate(tx: Prisma.TransactionClient, survivor: NonNullable<ReturnType<typeof survivorRow>>): Promise<void> {
  const [{ started }] = await tx.$queryRaw<{ started: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Fixture" WHERE "league" = ${survivor.league}::"League" AND "startsAt" >= ${survivor.start} AND "startsAt" < ${survivor.end} AND "startsAt" <= now()) AS started`;
  if (started) throw new AppError("VALIDATION_ERROR", { message: SURVIVOR_START_STARTED });
}

export async function createPool(caller: Caller, input: NewPool, now = new Date()): Promise<PoolDetail> {
  requireVerified(caller);
  const survivor = input.kind === "SURVIVOR" && input.survivor ? survivorRow(input.survivor, now) : null;
  const row = await db.$transaction(async (tx) => {
    if ((await lockPicker(tx, caller.id)) >= MAX_POOLS_PER_PICKER) throw new AppError("CONFLICT", { message: TOO_MANY_POOLS });
    if (survivor) await refuseStartedSlate(tx, survivor);
    const card = input.kind === "CARD" && input.card ? cardRow(input.card) : null;
    const pool = await tx.pool.create({
      data: {
        name: input.name,
        description: input.description || null,
        leagues: survivor ? [survivor.league] : poolLeagues(input.leagues).map(toDbLeague),
        kind: survivor ? "SURVIVOR" : card ? "CARD" : "PICKEM",
        ...(card ? { card: { create: card } } : {}),
        ownerId: caller.id,
        inviteCode: newInviteCode(),
        members: { create: { userId: caller.id } },
        ...(survivor ? { survivor: { create: { league: survivor.league, startSlate: survivor.startSlate, lives: survivor.lives, autoPick: survivor.autoPick } } } : {}),
      },
      select: poolSummarySelect,
    });
    if (survivor) await tx.survivorEntry.create({ data: { poolId: pool.id, userId: caller.id, lives: survivor.lives } });
    // A card pool's season table lists its owner from the start.
    if (card) await rewriteCardSeason(tx, pool.id);
    return pool;
  });
  return toPoolDetail(row, caller.id);
}
