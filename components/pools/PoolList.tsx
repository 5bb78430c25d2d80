// The caller's pools as links to their pages: name, members, leagues, and whether the caller owns it.
import Link from "next/link";
import type { PoolSummary } from "@/lib/contracts/pools";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { poolPath } from "@/lib/domain/pools";
import styles from "./Pools.module.css";

export function membersText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "member" : "members"}`;
}

export function poolMeta(pool: Pick<PoolSummary, "memberCount" | "leagues"> & { kind?: PoolSummary["kind"] }): string {
  const leagues = pool.leagues.map((league) => LEAGUE_LABELS[league].short).join(", ");
  const kind = pool.kind === "SURVIVOR" ? "Survivor, " : pool.kind === "CARD" ? "Weekly card, " : "";
  return `${membersText(pool.memberCount)} · ${kind}${leagues}`;
}

export function PoolList({ pools }: { pools: PoolSummary[] }) {
  if (pools.length === 0) return <p className={styles.lead}>You are in no pool yet: create one below, or open a friend&apos;s invite link.</p>;
  return (
    <ul className={styles.list} aria-label="Your pools">
      {pools.map((pool) => (
        <li key={pool.id}>
          <Link href={poolPath(pool.id)} className={styles.poolLink}>
            <span className={styles.poolName}>{pool.name}</span>
            <span className={styles.meta}>
              {poolMeta(pool)}
              {pool.isOwner ? " · Owner" : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
