"use client";
// A member leaves the pool (the owner hands it over or deletes it instead).
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";
import styles from "./Pools.module.css";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";

export function LeavePool({ poolId, callerId }: { poolId: string; callerId: string }) {
  const router = useRouter();
  const { run, busy, failure } = usePoolAction();
  return (
    <div className={styles.actions}>
      <Button variant="ghost" size="sm" loading={busy === "leave"} onClick={async () => (await run("leave", api.pools.removeMember, { params: { poolId, userId: callerId } })) && router.push("/pools")}>
        Leave pool
      </Button>
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
    </div>
  );
}
