// GET /api/leaderboard
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { PERIODS } from "@/lib/domain/periods";
import { getLeaderboard, LEADERBOARD_PAGE_SIZE } from "@/lib/server/leaderboard/get-leaderboard";

export const dynamic = "force-dynamic";

const query = z.object({
  period: z.enum(PERIODS).default("THIS_WEEK"),
  scope: z.union([z.enum(["all", "following"]), z.templateLiteral(["pool:", z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)])]).default("all"),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LEADERBOARD_PAGE_SIZE),
});

export const GET = handler({ auth: "hybrid", query }, ({ caller, query }) =>
  getLeaderboard({ ...query, callerId: caller?.id ?? null }),
);
