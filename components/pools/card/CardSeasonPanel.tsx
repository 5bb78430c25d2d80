"use client";
// A card pool's season: its rule (from which week, until which day, how ties go), the champions once it is over, each
// settled week's winners, the finished seasons kept as history with their tables, and the owner's one step to the next
// season with the same members.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { PoolWinners } from "@/components/pools/PoolWinners";
import { SeasonRule } from "@/components/pools/SeasonRule";
import { Button } from "@/components/ui/Button";
import { api } from "@/lib/client/api";
import type { CardSeason } from "@/lib/contracts/card-pools";
import { CARD_TIEBREAK_LABELS, CARD_TIEBREAK_RULE } from "@/lib/domain/card-standings";
import { formatPoints } from "@/lib/domain/format";
import { seasonDayText, weekDayText } from "@/lib/domain/week-day-text";
import { useCardSeason } from "@/lib/swr/use-card-season";
import { useCardTable } from "@/lib/swr/use-card-table";
import season from "../PoolSeason.module.css";
import styles from "../Pools.module.css";
import { usePoolAction } from "../use-pool-action";
import { CardTableList } from "./CardTables";

type Champion = CardSeason["champions"][number];

const championsText = (champions: Champion[]) =>
  champions.length === 0 ? "Nobody scored" : champions.map((champion) => `${champion.username ?? "Picker"} (${formatPoints(champion.points)} pts.)`).join(", ");

/** A finished season's table, read only once asked for. */
function PastSeasonTable({ poolId, start, label, callerId }: { poolId: string; start: string; label: string; callerId: string }) {
  const { data, error } = useCardTable(poolId, "season", { season: start });
  if (!data) return <p className={season.rule} role={error ? "alert" : "status"}>{error ? "The table could not be loaded." : "Loading the table…"}</p>;
  return <CardTableList table={data} kind="season" label={`Table, ${label}`} callerId={callerId} />;
}

function PastSeason({ poolId, past, callerId }: { poolId: string; past: CardSeason["past"][number]; callerId: string }) {
  const [open, setOpen] = useState(false);
  const label = `Season of ${weekDayText(past.start)} to ${seasonDayText(past.end)}`;
  return (
    <li className={season.winner}>
      <span>
        {label}: <span className={season.marker}>Champion</span> {championsText(past.champions)}
      </span>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "Hide its table" : "Show its table"}
      </Button>
      {open ? <PastSeasonTable poolId={poolId} start={past.start} label={label} callerId={callerId} /> : null}
    </li>
  );
}

function NextSeasonForm({ poolId, onStarted }: { poolId: string; onStarted: (next: CardSeason) => void }) {
  const [end, setEnd] = useState("");
  const { run, busy, failure } = usePoolAction();
  async function start(event: FormEvent) {
    event.preventDefault();
    const next = await run("next-season", api.cardPools.nextSeason, { params: { poolId }, body: { seasonEnd: end } });
    if (next) onStarted(next);
  }
  return (
    <form className={styles.form} onSubmit={start} aria-label="Next season">
      <label className={styles.label} htmlFor="next-season-end">
        Last day of the next season
      </label>
      <input id="next-season-end" type="date" required value={end} onChange={(event) => setEnd(event.target.value)} className={season.select} />
      <Button type="submit" loading={busy === "next-season"}>
        Start the next season with the same members
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </form>
  );
}

type Props = { poolId: string; callerId: string; isOwner: boolean; initial?: CardSeason };

export function CardSeasonPanel({ poolId, callerId, isOwner, initial }: Props) {
  const headingId = useId();
  const { data, mutate } = useCardSeason(poolId, initial);
  const router = useRouter();
  if (!data) return null;
  // The page's week selector lists the season's weeks too: it is drawn again for the new season.
  const started = (next: CardSeason) => {
    void mutate(next, { revalidate: false });
    router.refresh();
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Season</h2>
      <SeasonRule seasonStart={data.weeks.seasonStart} seasonEnd={data.seasonEnd} tiebreakRule={CARD_TIEBREAK_RULE} />
      {data.over ? (
        <p className={season.announcement} role="status">
          The season is over. <span className={season.marker}>Champion</span> <strong>{championsText(data.champions)}</strong>
        </p>
      ) : null}
      {data.over && isOwner ? <NextSeasonForm poolId={poolId} onStarted={started} /> : null}
      <h3>Weekly winners</h3>
      <PoolWinners poolId={poolId} weeks={data.weeks.weeks} labels={CARD_TIEBREAK_LABELS} weekHref={(start) => `?week=${start}`} />
      {data.past.length > 0 ? (
        <>
          <h3>Past seasons</h3>
          <ol className={season.winners} aria-label="Past seasons">
            {data.past.map((past) => (
              <PastSeason key={past.start} poolId={poolId} past={past} callerId={callerId} />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
