// Follow / Following toggle for any picker list: optimistic, rolled back on failure; "Unfollow" on hover and focus.
"use client";
import clsx from "clsx";
import { useState } from "react";
import { useLoginPanel } from "@/components/auth/LoginPanelProvider";
import { api } from "@/lib/client/api";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import styles from "./FollowButton.module.css";

type Props = {
  userId: string;
  username: string;
  initialFollowing: boolean;
  /** Visitors (and signed-out browsers) get the login panel instead. */
  signedIn: boolean;
  onChange?: (following: boolean) => void;
  className?: string;
};

export function FollowButton({ userId, username, initialFollowing, signedIn, onChange, className }: Props) {
  const [following, setFollowing] = useState(initialFollowing);
  const [hot, setHot] = useState(false);
  const { trigger, submitting: busy, error } = useApiMutation();
  const { openLoginPanel } = useLoginPanel();

  if (!signedIn) {
    // The login panel over the current page, so the visitor comes back to this very list.
    return (
      <button type="button" className={clsx(styles.button, styles.follow, className)} aria-label={`Log in to follow ${username}`} onClick={openLoginPanel}>
        Follow
      </button>
    );
  }

  async function toggle() {
    if (busy) return;
    const next = !following;
    setFollowing(next);
    // Just followed: say "Following" until the pointer or focus comes back, not "Unfollow" at once.
    if (next) setHot(false);
    const result = await trigger(next ? api.social.follow : api.social.unfollow, { params: { id: userId } });
    if (result.ok) onChange?.(next);
    else setFollowing(!next);
  }

  const label = following ? (hot ? "Unfollow" : "Following") : "Follow";
  return (
    <span className={clsx(styles.wrap, className)}>
      <button
        type="button"
        className={clsx(styles.button, following ? styles.following : styles.follow, following && hot && styles.unfollow)}
        aria-pressed={following}
        aria-label={`${label} ${username}`}
        aria-busy={busy}
        onClick={toggle}
        onMouseEnter={() => setHot(true)}
        onMouseLeave={() => setHot(false)}
        onFocus={() => setHot(true)}
        onBlur={() => setHot(false)}
      >
        {label}
      </button>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
