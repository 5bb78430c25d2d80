// The leaderboard (/leaderboard?period=): pickers ranked by points in a period, first page rendered on the server.
import type { Metadata } from "next";
import { connection } from "next/server";
import { LeaderboardView } from "@/components/leaderboard/LeaderboardView";
import { PeriodTabs } from "@/components/leaderboard/PeriodTabs";
import { isPeriod, type Period } from "@/lib/domain/periods";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { getLeaderboard } from "@/lib/server/leaderboard/get-leaderboard";
import styles from "./page.module.css";

export const metadata: Metadata = {
  title: "Leaderboard",
  description: "The pickers with the most points today, this week, this month and of all time.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeaderboardPage({ searchParams }: Props) {
  await connection();
  const requested = (await searchParams).period;
  const period: Period = isPeriod(requested) ? requested : "THIS_WEEK";
  const caller = await getCurrentUser();
  const firstPage = await getLeaderboard({ period, callerId: caller?.id ?? null });
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Leaderboard</h1>
      <PeriodTabs current={period} />
      <LeaderboardView key={period} period={period} firstPage={firstPage} />
    </main>
  );
}
