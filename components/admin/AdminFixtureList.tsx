// Fixtures of a league to choose from, with each report's state; the chosen one is marked.
import clsx from "clsx";
import Link from "next/link";
import { GameTime } from "@/components/fixtures/GameTime";
import type { League } from "@/lib/domain/leagues";
import type { AdminFixture } from "@/lib/contracts/admin";
import styles from "./Admin.module.css";

export function AdminFixtureList({ fixtures, league, selected }: { fixtures: AdminFixture[]; league: League; selected: number | null }) {
  if (fixtures.length === 0) return <p className={styles.muted}>No fixtures around today.</p>;
  return (
    <ul className={styles.fixtures}>
      {fixtures.map((f) => (
        <li key={f.id}>
          <Link
            href={`/admin?league=${league}&fixture=${f.id}`}
            className={clsx(styles.fixture, f.id === selected && styles.selected)}
            aria-current={f.id === selected ? "true" : undefined}
          >
            <span className={styles.fixtureTeams}>
              {f.away} at {f.home}
            </span>
            <span className={styles.muted}>
              <GameTime iso={f.startsAt} /> · {f.published ? "Published" : f.hasReport ? "Draft" : "No report"}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
