// A list of pickers with follow buttons, or its empty text.
import type { ReactNode } from "react";
import type { PickerSummary } from "@/lib/contracts/social";
import { PickerListItem } from "./PickerListItem";
import styles from "./PickerList.module.css";

type Props = { pickers: PickerSummary[]; callerId: string | null; empty: ReactNode; label: string };

export function PickerList({ pickers, callerId, empty, label }: Props) {
  if (pickers.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {pickers.map((picker) => (
        <PickerListItem key={picker.id} picker={picker} callerId={callerId} />
      ))}
    </ul>
  );
}
