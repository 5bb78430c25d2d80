// Survivor pools: the new pool's survivor settings, the pick and option bodies, and the slate page's shape (/api/pools/{id}/survivor...).
import { z } from "zod";
import { LEAGUES } from "@/lib/domain/leagues";
import { isIsoDay } from "@/lib/domain/pool-weeks";
import { SURVIVOR_MAX_LIVES, SURVIVOR_MIN_LIVES } from "@/lib/domain/survivor";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";
import { sideSchema } from "./enums";
import { idSchema, poolParams } from "./params";

/** A survivor pool's settings when it is created: the first slate is any day of it (a weekly league's counts from its Monday). */
export const survivorSettingsBody = z.object({
  league: z.enum(LEAGUES),
  startSlate: z.string().refine(isIsoDay, "A day as YYYY-MM-DD"),
  lives: z.coerce.number().int().min(SURVIVOR_MIN_LIVES, `At least ${SURVIVOR_MIN_LIVES} life`).max(SURVIVOR_MAX_LIVES, `At most ${SURVIVOR_MAX_LIVES} lives`).default(1),
  autoPick: z.boolean().default(false),
});

export const survivorPickBody = z.object({
  fixtureId: idSchema,
  side: sideSchema,
});

export const survivorOptionsBody = z.object({
  /** Each survivor pick also makes an ordinary money-line pick on the global board. */
  countOnBoard: z.boolean(),
});

const member = z.object({ id: z.string(), username: z.string().nullable() });
const outcome = z.enum(["WIN", "LOSS", "TIE", "MISSED", "SURVIVED"]);

const teamSide = z.object({
  teamId: z.number().int(),
  abbreviation: z.string(),
  name: z.string(),
  moneyLine: z.number().int().nullable(),
  /** The caller used this team on an earlier slate: it cannot be picked again. */
  usedOn: z.string().nullable(),
});

export const survivorGameSchema = z.object({
  fixtureId: z.number().int(),
  startsAt: z.string(),
  /** By the database's clock: a started game can no longer be picked (nor a pick on it changed). */
  started: z.boolean(),
  home: teamSide,
  away: teamSide,
});

export const survivorPickSchema = z.object({
  slate: z.string(),
  fixtureId: z.number().int(),
  teamId: z.number().int(),
  side: sideSchema,
  abbreviation: z.string(),
  auto: z.boolean(),
  /** Its game started: the pick is final for the slate and shown to the other members. */
  locked: z.boolean(),
  outcome: outcome.nullable(),
});

export const survivorUsedTeamSchema = z.object({ slate: z.string(), abbreviation: z.string(), outcome: outcome.nullable() });

export const survivorStandingSchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  lives: z.number().int(),
  eliminatedOn: z.string().nullable(),
  won: z.boolean(),
  /** Teams whose game has started (the caller's own: all of them). */
  usedTeams: z.array(survivorUsedTeamSchema),
  /** The current slate: "hidden" is picked, the team kept secret until its game starts. */
  slatePick: z.union([z.literal("none"), z.literal("hidden"), z.string()]),
});

export const survivorLogEntrySchema = z.object({
  slate: z.string(),
  label: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  outcome: outcome,
  abbreviation: z.string().nullable(),
  /** This life was the member's last. */
  eliminated: z.boolean(),
});

export const survivorStateSchema = z.object({
  league: z.enum(LEAGUES),
  slateUnit: z.enum(["week", "day"]),
  startSlate: z.string(),
  lives: z.number().int(),
  autoPick: z.boolean(),
  alive: z.number().int(),
  members: z.number().int(),
  ended: z.boolean(),
  winners: z.array(member),
  /** The slate open for picks, null when no game is coming (or the pool is over). */
  slate: z.object({ slate: z.string(), label: z.string(), firstStart: z.string(), started: z.boolean() }).nullable(),
  games: z.array(survivorGameSchema),
  me: z
    .object({
      lives: z.number().int(),
      eliminatedOn: z.string().nullable(),
      won: z.boolean(),
      countOnBoard: z.boolean(),
      pick: survivorPickSchema.nullable(),
      usedTeams: z.array(survivorUsedTeamSchema),
    })
    .nullable(),
  /** Alive members with no pick on the open slate: at most PENDING_SHOWN by name, all counted. */
  pending: z.object({ count: z.number().int(), members: z.array(member) }),
  /** Members by lives left then name, at most SURVIVOR_STANDINGS_SHOWN. */
  standings: z.array(survivorStandingSchema),
  /** Every life lost, newest slate first, at most SURVIVOR_LOG_SHOWN. */
  log: z.array(survivorLogEntrySchema),
});

export const survivorOptionsSchema = z.object({ countOnBoard: z.boolean() });

/** A survivor pick as made: the board pick it also made when the member counts them there (or why it did not). */
export const survivorPickResultSchema = survivorPickSchema.extend({ boardPick: z.enum(["created", "already", "skipped", "off"]) });

export type SurvivorSettings = z.output<typeof survivorSettingsBody>;
export type SurvivorState = z.infer<typeof survivorStateSchema>;
export type SurvivorGame = z.infer<typeof survivorGameSchema>;
export type SurvivorPick = z.infer<typeof survivorPickSchema>;
export type SurvivorPickResult = z.infer<typeof survivorPickResultSchema>;
export type SurvivorStanding = z.infer<typeof survivorStandingSchema>;
export type SurvivorUsedTeam = z.infer<typeof survivorUsedTeamSchema>;
export type SurvivorLogEntry = z.infer<typeof survivorLogEntrySchema>;

const tag = "survivor";

export const survivorApi = {
  get: endpoint({
    ...methodAndPath(routes.survivor.get),
    auth: "auth",
    tag,
    summary: "A survivor pool's slate, standings and the caller's picks",
    params: poolParams,
    response: survivorStateSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  pick: endpoint({
    ...methodAndPath(routes.survivor.pick),
    auth: "auth",
    tag,
    summary: "Picks (or changes) the caller's team for the open slate",
    params: poolParams,
    body: survivorPickBody,
    response: survivorPickResultSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND", "PICK_CLOSED", "TEAM_USED", "SURVIVOR_OUT", "SURVIVOR_OVER", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
  setOptions: endpoint({
    ...methodAndPath(routes.survivor.setOptions),
    auth: "auth",
    tag,
    summary: "Whether the caller's survivor picks also count on the global board",
    params: poolParams,
    body: survivorOptionsBody,
    response: survivorOptionsSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};
