"use client";
// The pool's pinned announcement at the top of its page. The owner posts and removes it far below (the commissioner
// tools): both read one state here, so the owner sees their own write at once, from the write's answer, instead of
// waiting for the page to be rendered again (a router.refresh() under load may arrive late, or with the old render).
import { createContext, useContext, useState, type ReactNode } from "react";
import season from "./PoolSeason.module.css";
import styles from "./Pools.module.css";

type Announcement = { text: string | null; show: (text: string | null) => void };

const AnnouncementContext = createContext<Announcement | null>(null);

/** `text`: the server's announcement. A render of the server with another one replaces what a write showed. */
export function AnnouncementProvider({ text, children }: { text: string | null; children: ReactNode }) {
  const [shown, setShown] = useState(text);
  const [fromServer, setFromServer] = useState(text);
  if (text !== fromServer) {
    setFromServer(text);
    setShown(text);
  }
  return <AnnouncementContext.Provider value={{ text: shown, show: setShown }}>{children}</AnnouncementContext.Provider>;
}

export function useAnnouncement(): Announcement {
  const announcement = useContext(AnnouncementContext);
  if (!announcement) throw new Error("useAnnouncement needs an AnnouncementProvider around the pool page");
  return announcement;
}

export function PinnedAnnouncement() {
  const { text } = useAnnouncement();
  if (!text) return null;
  return (
    <section className={styles.section} aria-labelledby="announcement-heading">
      <h2 id="announcement-heading">Announcement</h2>
      <p className={season.announcement}>{text}</p>
    </section>
  );
}
