"use client";
// The owner's settings: name, description, leagues (not a survivor pool's) and hidden picks (a pick'em pool's only); delete the pool after a confirmation.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import type { PoolDetail } from "@/lib/contracts/pools";
import { PoolFields, type PoolFieldValues } from "./PoolFields";
import styles from "./Pools.module.css";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";

export function PoolSettings({ pool }: { pool: PoolDetail }) {
  const router = useRouter();
  const [value, setValue] = useState<PoolFieldValues>({ name: pool.name, description: pool.description ?? "", leagues: pool.leagues });
  const [hidePicks, setHidePicks] = useState(pool.hidePicks);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const { run, busy, failure } = usePoolAction();
  const headingId = useId();
  const hintId = useId();
  // A survivor pool's league is fixed once made; survivor and card picks are always hidden until each game starts.
  const survivor = pool.kind === "SURVIVOR";
  const alwaysHidden = pool.kind !== "PICKEM";

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (await run("save", api.pools.update, { params: { poolId: pool.id }, body: { name: value.name, description: value.description || null, ...(survivor ? {} : { leagues: value.leagues }), ...(alwaysHidden ? {} : { hidePicks }) } })) {
      setSaved(true);
      router.refresh();
    }
  }

  async function destroy() {
    if (await run("delete", api.pools.remove, { params: { poolId: pool.id } })) router.push("/pools");
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Pool settings</h2>
      <form className={styles.form} onSubmit={save} aria-label="Pool settings">
        <PoolFields value={value} onChange={setValue} leagues={!survivor} />
        {alwaysHidden ? null : (
          <div>
            <label className={styles.check}>
              <input type="checkbox" checked={hidePicks} aria-describedby={hintId} onChange={(event) => setHidePicks(event.currentTarget.checked)} />
              Hide members&apos; picks until the game starts
            </label>
            <p id={hintId} className={styles.lead}>
              Everyone sees that a member picked (Picked ✓) but not the side, line, price or parlay legs until each game starts, in the pool
              and everywhere else (their profile, feeds, the game&apos;s page), or anyone could read the picks there.
            </p>
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={busy === "save"}>
            Save changes
          </Button>
          {saved ? <span role="status" className={styles.status}>Saved</span> : null}
        </div>
      </form>
      <div className={styles.actions}>
        {confirming ? (
          <>
            <Button variant="danger" loading={busy === "delete"} onClick={destroy}>
              Yes, delete {pool.name}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete pool
          </Button>
        )}
      </div>
      {confirming ? <p className={styles.lead}>Deleting removes the pool, its board and its member list for everyone. Picks and points stay.</p> : null}
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
    </section>
  );
}
