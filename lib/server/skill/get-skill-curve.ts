// A picker's cumulative actual and expected points by local day: the data of the profile's skill chart.
import "server-only";
import type { SkillCurvePoint } from "@/lib/contracts/skill";
import { roundTo } from "@/lib/domain/odds";
import { appTimeZone } from "@/lib/settings";
import { readDb } from "@/lib/server/read-db";
import { COUNTED_PICK } from "./skill-sql";

/** Days, not picks, so a season of picks is a few hundred points whatever the picker's volume. */
export async function getSkillCurve(userId: string): Promise<SkillCurvePoint[]> {
  const rows = await (await readDb()).$queryRaw<{ day: string; actual: string; expected: string }[]>`
    SELECT to_char(p."settledAt" AT TIME ZONE ${appTimeZone()}, 'YYYY-MM-DD') AS day,
           sum(p."points")::text AS actual, sum(p."expectedPoints")::text AS expected
    FROM "Pick" p
    WHERE p."userId" = ${userId} AND ${COUNTED_PICK}
    GROUP BY 1 ORDER BY 1`;
  let actual = 0;
  let expected = 0;
  return rows.map((row) => {
    actual += Number(row.actual);
    expected += Number(row.expected);
    return { day: row.day, actual: roundTo(actual, 4), expected: roundTo(expected, 4) };
  });
}
