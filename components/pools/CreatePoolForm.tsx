"use client";
// Create a pool, then go to its page (where the invite link waits to be copied).
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import type { PoolDetail } from "@/lib/contracts/pools";
import { LEAGUES } from "@/lib/domain/leagues";
import { poolPath } from "@/lib/domain/pools";
import { PoolFields, type PoolFieldValues } from "./PoolFields";
import styles from "./Pools.module.css";
import { poolApi, usePoolAction } from "./use-pool-action";

export function CreatePoolForm() {
  const router = useRouter();
  const [value, setValue] = useState<PoolFieldValues>({ name: "", description: "", leagues: [...LEAGUES] });
  const { run, busy, failure } = usePoolAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name: value.name, description: value.description || undefined, leagues: value.leagues };
    const pool = await run<PoolDetail>("create", poolApi.pools, { method: "POST", body });
    if (pool) router.push(poolPath(pool.id));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Create a pool">
      <PoolFields value={value} onChange={setValue} />
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy === "create"}>
          Create pool
        </Button>
      </div>
    </form>
  );
}
