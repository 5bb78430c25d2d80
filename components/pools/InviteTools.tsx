"use client";
// The owner's invite link: copy it (the share sheet on phones), get a new one (the old stops working), or turn it off.
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { invitePath } from "@/lib/domain/pools";
import styles from "./Pools.module.css";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";

/** `origin`: the site's configured origin, never the request's (links the product renders come from configuration). */
type Props = { poolId: string; poolName: string; initialCode: string | null; origin: string };

/** Phones get the share sheet; elsewhere (or if sharing is refused) the clipboard. */
async function shareOrCopy(url: string, title: string): Promise<string> {
  const coarse = typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;
  if (coarse && typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return "Shared";
    } catch {
      // dismissed or unavailable: copy instead
    }
  }
  await navigator.clipboard.writeText(url);
  return "Link copied";
}

export function InviteTools({ poolId, poolName, initialCode, origin }: Props) {
  const [code, setCode] = useState(initialCode);
  const [notice, setNotice] = useState<string | null>(null);
  const { run, busy, failure } = usePoolAction();
  const url = code ? `${origin}${invitePath(code)}` : null;

  async function change(name: "new" | "off", done: string) {
    const link = await run(name, name === "new" ? api.pools.newInvite : api.pools.closeInvite, { params: { poolId } });
    if (link) {
      setCode(link.inviteCode);
      setNotice(done);
    }
  }

  async function copy(link: string) {
    try {
      setNotice(await shareOrCopy(link, `Join ${poolName} on Pickline`));
    } catch {
      setNotice("Copying was refused: select the link and copy it");
    }
  }

  return (
    <section className={styles.section} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite link</h2>
      {url ? (
        <output className={styles.link} data-testid="invite-link">
          {url}
        </output>
      ) : (
        <p className={styles.lead}>The invite link is off: nobody can join until you make a new one.</p>
      )}
      <div className={styles.actions}>
        {url ? (
          <Button onClick={() => copy(url)}>
            Copy link
          </Button>
        ) : null}
        <Button variant="secondary" loading={busy === "new"} onClick={() => change("new", "New link made: the old one no longer works")}>
          {url ? "New link" : "Turn the link on"}
        </Button>
        {url ? (
          <Button variant="ghost" loading={busy === "off"} onClick={() => change("off", "The invite link is off")}>
            Turn off
          </Button>
        ) : null}
      </div>
      <p role="status" className={styles.status}>{notice}</p>
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
    </section>
  );
}
