// The admin audit trail as a table: when, who, what, which fixture.
import { GameTime } from "@/components/fixtures/GameTime";
import type { AuditEntry } from "@/lib/contracts/admin";
import styles from "./Admin.module.css";

const ACTION_LABELS: Record<AuditEntry["action"], string> = {
  REPORT_SAVED: "Report saved",
  REPORT_PUBLISHED: "Report published",
  REPORT_UNPUBLISHED: "Report unpublished",
  RESULT_CORRECTED: "Result corrected",
};

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={styles.muted}>No admin changes yet.</p>;
  return (
    // A region a keyboard can reach, named apart from its section: where the table is wider than the screen, it scrolls
    // sideways inside it, with the arrow keys too.
    <div className={styles.tableWrap} role="region" aria-label="Table of recent admin changes" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">Recent admin changes</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Fixture</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <GameTime iso={entry.createdAt} />
              </td>
              <td className={styles.who}>{entry.actorName}</td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td>{entry.fixtureId ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
