// The leaderboard (/leaderboard?period=&sort=): pickers ranked by points or, on the Sharpest board, by closing-line value; first page rendered on the server.
import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "next/link";
import { BoardSwitch } from "@/components/leaderboard/BoardSwitch";
import { LeaderboardView } from "@/components/leaderboard/LeaderboardView";
import { SharpestView } from "@/components/leaderboard/SharpestView";
import { PeriodTabs } from "@/components/leaderboard/PeriodTabs";
import { isPeriod, type Period } from "@/lib/domain/periods";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { ScopeSwitch, type ScopeChoice } from "@/components/leaderboard/ScopeSwitch";
import { poolScope } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { getLeaderboard } from "@/lib/server/leaderboard/get-leaderboard";
import { getSharpestBoard } from "@/lib/server/leaderboard/get-sharpest-board";
import { MIN_SKILL_SAMPLE } from "@/lib/domain/closing-line";
import { listMyPools } from "@/lib/server/pools/list-my-pools";
import styles from "./page.module.css";

export const metadata: Metadata = {
  title: "Leaderboard",
  description: "The pickers with the most points, and the sharpest ones (the best odds against the closing line), today, this week, this month and of all time.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeaderboardPage({ searchParams }: Props) {
  await connection();
  const { period: requested, scope: requestedScope, sort: requestedSort } = await searchParams;
  const period: Period = isPeriod(requested) ? requested : "THIS_WEEK";
  const caller = await getCurrentUser();
  const callerId = caller?.id ?? null;
  if (requestedSort === "clv") {
    const firstPage = await getSharpestBoard({ period, callerId });
    return (
      <main className={styles.main}>
        <h1 className={styles.title}>Leaderboard</h1>
        <BoardSwitch current="clv" period={period} />
        <p className={styles.intro}>
          Pickers with at least {MIN_SKILL_SAMPLE} settled picks in the period, ranked by how much better their odds were than
          the closing line on average (<Link href="/rules#skill">how it works</Link>). It ranks everyone: the Following and pool
          boards rank points.
        </p>
        <PeriodTabs current={period} sort="clv" />
        <SharpestView key={period} period={period} firstPage={firstPage} />
      </main>
    );
  }
  const choices = caller?.verified ? await scopeChoices(caller) : [];
  // A scope the caller cannot see (not their pool) quietly shows everyone's board: it says nothing about that pool.
  const scope = choices.find((choice) => choice.scope === requestedScope)?.scope ?? "all";
  const firstPage = await getLeaderboard({ period, scope, callerId });
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Leaderboard</h1>
      <BoardSwitch current="points" period={period} />
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
