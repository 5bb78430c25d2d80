// The parts every kind of pool page shows: its head (name, owner, leave, the pinned announcement), the owner's invite
// tools, the members and the owner's tools, settings and group-chat webhook.
import { CommissionerTools } from "./CommissionerTools";
import { InviteTools } from "./InviteTools";
import { LeavePool } from "./LeavePool";
import { PinnedAnnouncement } from "./PoolAnnouncement";
import { poolMeta } from "./PoolList";
import { PoolChatSettings } from "./PoolChatSettings";
import { PoolMembers } from "./PoolMembers";
import { PoolSettings } from "./PoolSettings";
import styles from "./Pools.module.css";
import type { Page } from "@/lib/contracts/page";
import type { PoolDetail, PoolMemberSummary } from "@/lib/contracts/pools";
import { siteOrigin } from "@/lib/settings";
import { getChatHook } from "@/lib/server/pools/pool-chat-hook";

export function PoolHead({ pool, callerId }: { pool: PoolDetail; callerId: string }) {
  return (
    <>
      <header className={styles.section}>
        <h1 className={styles.title}>{pool.name}</h1>
        {pool.description ? <p>{pool.description}</p> : null}
        <p className={styles.meta}>
          Owner: {pool.owner.username} · {poolMeta(pool)}
        </p>
        {pool.isOwner ? null : <LeavePool poolId={pool.id} callerId={callerId} />}
      </header>
      <PinnedAnnouncement />
    </>
  );
}

/** The owner's group-chat webhook, masked; nobody else learns whether the pool has one. */
export async function OwnerChat({ pool, caller }: { pool: PoolDetail; caller: Parameters<typeof getChatHook>[0] }) {
  return pool.isOwner ? <PoolChatSettings poolId={pool.id} initial={await getChatHook(caller, pool.id)} /> : null;
}

export function OwnerInvite({ pool }: { pool: PoolDetail }) {
  return pool.isOwner ? <InviteTools poolId={pool.id} poolName={pool.name} initialCode={pool.inviteCode} origin={siteOrigin()} /> : null;
}

/** The page's end on a survivor or card pool: the owner's invite, the members, then the owner's tools, settings and chat. */
export function MembersAndOwnerTools({ pool, caller, members }: { pool: PoolDetail; caller: Parameters<typeof getChatHook>[0]; members: Page<PoolMemberSummary> }) {
  return (
    <>
      <OwnerInvite pool={pool} />
      <PoolMembers poolId={pool.id} callerId={caller.id} ownerId={pool.owner.id} firstPage={members} />
      {pool.isOwner ? <CommissionerTools pool={pool} /> : null}
      {pool.isOwner ? <PoolSettings pool={pool} /> : null}
      <OwnerChat pool={pool} caller={caller} />
    </>
  );
}
