// The bench's baseline: a bare node:http + pg server answering GET /api/{sport}/{league}/fixtures with the app's own SQL, paging and mapping.
import http from "node:http";
import pg from "pg";
import { parseLeagueRoute, toDbLeague } from "@/lib/domain/leagues";
import { fixtureFilterToPeriod, isFixtureFilter, periodRange } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { boardPage } from "@/lib/server/fixtures/board-page";
import { fixtureQueryParams, fixtureQueryText, toFixture, type FixtureQuery, type FixtureRow } from "@/lib/server/fixtures/fixture-row";
import { FIXTURES_PAGE_SIZE } from "@/lib/contracts/fixtures";

// The same pool size as the app's Prisma adapter (DATABASE_POOL_SIZE, default 10).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const match = /^\/api\/([a-z]+)\/([a-z]+)\/fixtures$/.exec(url.pathname);
  const route = match ? parseLeagueRoute(match[1], match[2]) : null;
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  const raw = url.searchParams.get("filter") ?? "week";
  const filter = isFixtureFilter(raw) ? raw : "week";
  const now = new Date();
  const { start, end } = periodRange(fixtureFilterToPeriod(filter), now, appTimeZone());
  const today = periodRange("TODAY", now, appTimeZone()).start as Date;
  const league = toDbLeague(route.league);
  const run = async (q: FixtureQuery) => (await pool.query<FixtureRow>(fixtureQueryText(q), fixtureQueryParams(q))).rows;
  try {
    const page = await boardPage({ league, start, end, today, cursor: undefined, limit: FIXTURES_PAGE_SIZE, callerId: null }, run);
    const body = JSON.stringify({ payload: { items: page.rows.map((row) => toFixture(row, league, false)), nextCursor: page.nextCursor } });
    response.writeHead(200, { "content-type": "application/json" }).end(body);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
});

server.listen(Number(process.env.PORT), "127.0.0.1");
