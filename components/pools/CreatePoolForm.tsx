"use client";
// Create a pool, pick'em or survivor, then go to its page (where the invite link waits to be copied).
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { LEAGUES } from "@/lib/domain/leagues";
import { poolPath } from "@/lib/domain/pools";
import { suggestedFirstSlate, type PoolKind } from "@/lib/domain/survivor";
import { LeagueChoice } from "./LeagueChoice";
import { PoolFields, type PoolFieldValues } from "./PoolFields";
import styles from "./Pools.module.css";
import { localToday, SurvivorFields, type SurvivorValues } from "./SurvivorFields";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";

export function CreatePoolForm() {
  const router = useRouter();
  const [value, setValue] = useState<PoolFieldValues>({ name: "", description: "", leagues: [...LEAGUES] });
  const [kind, setKind] = useState<PoolKind>("PICKEM");
  const [survivor, setSurvivor] = useState<SurvivorValues>(() => ({ league: "nfl", startSlate: suggestedFirstSlate("nfl", localToday()), lives: 1, autoPick: false }));
  const { run, busy, failure } = usePoolAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const common = { name: value.name, description: value.description || undefined };
    const body = kind === "SURVIVOR" ? { ...common, kind, survivor } : { ...common, leagues: value.leagues };
    const pool = await run("create", api.pools.create, { body });
    if (pool) router.push(poolPath(pool.id));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Create a pool">
      <PoolFields value={value} onChange={setValue} leagues={false} />
      <SurvivorFields kind={kind} onKind={setKind} value={survivor} onChange={setSurvivor} />
      {kind === "PICKEM" ? <LeagueChoice value={value.leagues} onChange={(leagues) => setValue({ ...value, leagues })} /> : null}
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy === "create"}>
          Create pool
        </Button>
      </div>
    </form>
  );
}
