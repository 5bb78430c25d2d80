// Finds pickers by username as you type (debounced); each result links to the profile and has a follow button.
// Used on the pickers feed and, compact, in the header's search panel.
"use client";
import clsx from "clsx";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/Input";
import { usePickerSearch } from "@/lib/swr/use-picker-search";
import { FollowButton } from "./FollowButton";
import styles from "./PickerSearch.module.css";

export const SEARCH_DEBOUNCE_MS = 250;

type Props = {
  signedIn: boolean;
  callerId: string | null;
  /** The header's variant: focused when it opens, results in a scrolling box. */
  compact?: boolean;
};

export function PickerSearch({ signedIn, callerId, compact = false }: Props) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { pickers } = usePickerSearch(query);

  return (
    <div className={clsx(styles.search, compact && styles.compact)} role="search">
      <Input
        label="Find a picker"
        name="search"
        type="search"
        className={styles.field}
        placeholder="Username"
        autoComplete="off"
        maxLength={100}
        value={text}
        autoFocus={compact}
        onChange={(event) => setText(event.target.value)}
      />
      {pickers && query ? (
        pickers.length ? (
          <ul className={styles.results} aria-label="Search results">
            {pickers.map((picker) => (
              <li key={picker.id} className={styles.result}>
                <Link href={`/picker/${encodeURIComponent(picker.username)}`}>{picker.username}</Link>
                {picker.id === callerId ? null : (
                  <FollowButton userId={picker.id} username={picker.username} initialFollowing={picker.followedByCaller} signedIn={signedIn} />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none} role="status">No picker goes by that name</p>
        )
      ) : null}
    </div>
  );
}
