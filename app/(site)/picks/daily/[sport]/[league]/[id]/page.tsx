// A free daily pick: the game, the markdown report, the community's pick share and a call to pick it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DailyPickView } from "@/components/daily/DailyPickView";
import { JsonLd } from "@/components/daily/JsonLd";
import { parseLeagueRoute } from "@/lib/domain/leagues";
import { appTimeZone } from "@/lib/settings";
import { cachedDailyPick } from "@/lib/server/reports/cached-daily-picks";
import { dailyPickJsonLd, dailyPickMetadata } from "@/lib/server/reports/daily-pick-seo";
import type { DailyPick } from "@/lib/contracts/daily-picks";

// Rendered per request (its scripts carry the response's nonce); the pick is read from the data cache, kept a minute and
// expired at once by the "daily-picks" tag when an admin changes a report.
type Props = { params: Promise<{ sport: string; league: string; id: string }> };

async function load(params: Props["params"]): Promise<DailyPick | null> {
  const { sport, league, id } = await params;
  const route = parseLeagueRoute(sport, league);
  if (!route || !/^\d{1,10}$/.test(id)) return null;
  return cachedDailyPick(route.league, Number(id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pick = await load(params);
  return pick ? dailyPickMetadata(pick, appTimeZone()) : {};
}

export default async function DailyPickPage({ params }: Props) {
  const pick = await load(params);
  if (!pick) notFound();
  const timeZone = appTimeZone();
  return (
    <>
      <DailyPickView pick={pick} timeZone={timeZone} />
      <JsonLd data={dailyPickJsonLd(pick, timeZone)} />
    </>
  );
}
