"use client";
// The owner's season tools: the pinned announcement (post, replace, take down), in a pick'em pool the week the season
// counts from, and in a pick'em or card pool the season table's CSV export.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { TextArea } from "@/components/ui/TextArea";
import type { PoolDetail } from "@/lib/contracts/pools";
import { ANNOUNCEMENT_MAX } from "@/lib/domain/pools";
import season from "./PoolSeason.module.css";
import styles from "./Pools.module.css";
import { api, apiPath } from "@/lib/client/api";
import { useAnnouncement } from "./PoolAnnouncement";
import { usePoolAction } from "./use-pool-action";

export function CommissionerTools({ pool }: { pool: PoolDetail }) {
  const router = useRouter();
  const announcement = useAnnouncement();
  const [text, setText] = useState(pool.announcement ?? "");
  const [start, setStart] = useState(pool.seasonStart);
  const [status, setStatus] = useState<string | null>(null);
  const { run, busy, failure } = usePoolAction();

  async function announce(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const pinned = await run("announce", api.pools.announce, { params: { poolId: pool.id }, body: { text } });
    if (pinned) {
      announcement.show(pinned.text);
      setStatus("Announcement pinned; members were notified");
    }
  }

  async function takeDown() {
    setStatus(null);
    const cleared = await run("unannounce", api.pools.clearAnnouncement, { params: { poolId: pool.id } });
    if (cleared) {
      announcement.show(cleared.text);
      setText("");
      setStatus("Announcement removed");
    }
  }

  async function saveSeason(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    if (await run("season", api.pools.setSeason, { params: { poolId: pool.id }, body: { start: start || null } })) {
      setStatus("Season start saved");
      router.refresh();
    }
  }

  const exportLink = (
    <a href={apiPath(api.pools.export, { poolId: pool.id })} download>
      Export season table (CSV)
    </a>
  );

  return (
    <section className={styles.section} aria-labelledby="commissioner-heading">
      <h2 id="commissioner-heading">Commissioner tools</h2>
      <form className={styles.form} onSubmit={announce} aria-label="Announcement">
        <TextArea
          label="Pinned announcement"
          hint={`Plain text, up to ${ANNOUNCEMENT_MAX} characters (${text.length}/${ANNOUNCEMENT_MAX}). Every member is notified.`}
          value={text}
          maxLength={ANNOUNCEMENT_MAX}
          rows={3}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={busy === "announce"} disabled={!text.trim()}>
            Post announcement
          </Button>
          {announcement.text ? (
            <Button variant="ghost" loading={busy === "unannounce"} onClick={takeDown}>
              Remove announcement
            </Button>
          ) : null}
        </div>
      </form>
      {/* A survivor pool has slates and lives, not a season table. A card pool's season runs from its first week or the
          owner's next season (its own panel), so only a pick'em pool's start is chosen here; both export their table. */}
      {pool.kind === "PICKEM" ? (
        <form className={styles.form} onSubmit={saveSeason} aria-label="Season start">
          <label className={styles.label} htmlFor="season-start">
            Season starts in the week of
          </label>
          <input id="season-start" type="date" value={start} onChange={(event) => setStart(event.target.value)} className={season.select} />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={busy === "season"}>
              Save season start
            </Button>
            {exportLink}
          </div>
        </form>
      ) : pool.kind === "CARD" ? (
        <div className={styles.actions}>{exportLink}</div>
      ) : null}
      {status ? <p role="status" className={styles.status}>{status}</p> : null}
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
    </section>
  );
}
