// One writer of a card pool's stored tables at a time: settlement, and every change of the pool's members or season,
// take this transaction lock before they write (a settlement run skips a pool held by another; the rest wait), and
// before any membership row they change, so two writers never interleave their DELETE and INSERT of the same table.
// No "server-only" import: the scheduled sync takes it outside Next.js.
import type { Db } from "./card-pool-row";

/** Advisory-lock namespace of card pool writes (the second key is the pool's hash); survivor and fixtures use others. */
export const CARD_LOCK_NAMESPACE = 7_313;

/** Waits for the pool's lock, held until the transaction ends. */
export async function lockCardPool(tx: Db, poolId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CARD_LOCK_NAMESPACE}::int, hashtext(${poolId}))`;
}

/** Takes the pool's lock if no other transaction holds it; false when one does. */
export async function tryLockCardPool(tx: Db, poolId: string): Promise<boolean> {
  const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${CARD_LOCK_NAMESPACE}::int, hashtext(${poolId})) AS locked`;
  return locked;
}
