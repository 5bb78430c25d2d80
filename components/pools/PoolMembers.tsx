"use client";
// The pool's members with follow buttons and their weeks won; the owner can also remove a member or hand the pool over to one.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PickerListItem } from "@/components/social/PickerListItem";
import { Button } from "@/components/ui/Button";
import { LoadMore } from "@/components/ui/LoadMore";
import type { Page } from "@/lib/contracts/page";
import type { PoolMemberSummary } from "@/lib/contracts/pools";
import type { PickerSummary } from "@/lib/contracts/social";
import { usePoolMembers } from "@/lib/swr/use-pools";
import styles from "./Pools.module.css";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";

type Props = { poolId: string; callerId: string; ownerId: string; firstPage: Page<PoolMemberSummary> };

/** "Owner", and the weekly winner's marker. */
function memberDetail(member: PoolMemberSummary, ownerId: string): string | undefined {
  const won = member.weeksWon > 0 ? `Won ${member.weeksWon === 1 ? "1 week" : `${member.weeksWon} weeks`}` : null;
  return [member.id === ownerId ? "Owner" : null, won].filter(Boolean).join(" · ") || undefined;
}

export function PoolMembers({ poolId, callerId, ownerId, firstPage }: Props) {
  const router = useRouter();
  const { items, hasMore, loadingMore, loadMore } = usePoolMembers(poolId, firstPage);
  const [gone, setGone] = useState<string[]>([]);
  const { run, busy, failure } = usePoolAction();
  const isOwner = callerId === ownerId;

  async function remove(member: PickerSummary) {
    if (await run(`remove:${member.id}`, api.pools.removeMember, { params: { poolId, userId: member.id } })) {
      setGone((ids) => [...ids, member.id]);
      router.refresh();
    }
  }

  async function handOver(member: PickerSummary) {
    if (await run(`owner:${member.id}`, api.pools.transferOwnership, { params: { poolId }, body: { userId: member.id } })) router.refresh();
  }

  return (
    <section className={styles.section} aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
      <ul className={styles.list} aria-label="Pool members">
        {items.filter((member) => !gone.includes(member.id)).map((member) => (
          <PickerListItem
            key={member.id}
            picker={member}
            callerId={callerId}
            detail={memberDetail(member, ownerId)}
            className={styles.member}
            actions={
              isOwner && member.id !== callerId ? (
                <span className={styles.memberActions}>
                  <Button size="sm" variant="ghost" loading={busy === `owner:${member.id}`} onClick={() => handOver(member)} aria-label={`Make owner: ${member.username}`}>
                    Make owner
                  </Button>
                  <Button size="sm" variant="danger" loading={busy === `remove:${member.id}`} onClick={() => remove(member)} aria-label={`Remove ${member.username}`}>
                    Remove
                  </Button>
                </span>
              ) : null
            }
          />
        ))}
      </ul>
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} label="Load more members" />
    </section>
  );
}
