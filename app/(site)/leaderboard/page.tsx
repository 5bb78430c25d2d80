// The leaderboard (/leaderboard?period=): pickers ranked by points in a period, first page rendered on the server.
import type { Metadata } from "next";
import { connection } from "next/server";
import { LeaderboardView } from "@/components/leaderboard/LeaderboardView";
import { PeriodTabs } from "@/components/leaderboard/PeriodTabs";
import { isPeriod, type Period } from "@/lib/domain/periods";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { ScopeSwitch, type ScopeChoice } from "@/components/leaderboard/ScopeSwitch";
import { poolScope } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { getLeaderboard } from "@/lib/server/leaderboard/get-leaderboard";
import { listMyPools } from "@/lib/server/pools/list-my-pools";
import styles from "./page.module.css";

export const metadata: Metadata = {
  title: "Leaderboard",
  description: "The pickers with the most points today, this week, this month and of all time.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeaderboardPage({ searchParams }: Props) {
  await connection();
  const { period: requested, scope: requestedScope } = await searchParams;
  const period: Period = isPeriod(requested) ? requested : "THIS_WEEK";
  const caller = await getCurrentUser();
  const choices = caller?.verified ? await scopeChoices(caller) : [];
  // A scope the caller cannot see (not their pool) quietly shows everyone's board: it says nothing about that pool.
  const scope = choices.find((choice) => choice.scope === requestedScope)?.scope ?? "all";
  const firstPage = await getLeaderboard({ period, scope, callerId: caller?.id ?? null });
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Leaderboard</h1>
      {choices.length > 0 ? <ScopeSwitch choices={choices} current={scope} period={period} /> : null}
      <PeriodTabs current={period} scope={scope} />
      <LeaderboardView key={`${scope} ${period}`} period={period} firstPage={firstPage} scope={scope} />
    </main>
  );
}

async function scopeChoices(caller: Caller): Promise<ScopeChoice[]> {
  const pools = await listMyPools(caller);
  return [
    { scope: "all", label: "Everyone" },
    { scope: "following", label: "Following" },
    ...pools.map((pool) => ({ scope: poolScope(pool.id), label: pool.name })),
  ];
}
