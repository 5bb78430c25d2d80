// Who still has to pick on the pool's coming slate: named up to a bound, the rest counted.
import type { PendingPickers } from "@/lib/contracts/pools";
import styles from "./PoolSeason.module.css";

export function StillToPick({ pending }: { pending: PendingPickers }) {
  return (
    <section aria-labelledby="pending-heading">
      <h3 id="pending-heading">Still to pick{pending.label ? `: ${pending.label}` : ""}</h3>
      {pending.week === null ? (
        <p className={styles.rule}>No game of the pool&apos;s leagues is coming up.</p>
      ) : pending.count === 0 ? (
        <p className={styles.rule}>Everyone has picked.</p>
      ) : (
        <>
          <ul className={styles.names} aria-label="Members still to pick">
            {pending.members.map((member) => (
              <li key={member.id}>{member.username ?? "Picker"}</li>
            ))}
          </ul>
          {pending.count > pending.members.length ? <p className={styles.rule}>and {pending.count - pending.members.length} more</p> : null}
        </>
      )}
    </section>
  );
}
