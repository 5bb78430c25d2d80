"use client";
// The owner's group chat: paste a Discord or Slack incoming webhook, see it masked, send a test message, remove it.
// Pickline then posts there the picks once each game starts, the week's winner and table, survivor eliminations and
// the owner's announcements.
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import type { ChatHookState } from "@/lib/contracts/pool-chat";
import { CHAT_HOOK_URL_MAX } from "@/lib/domain/chat-hook-url";
import { api } from "@/lib/client/api";
import styles from "./Pools.module.css";
import { usePoolAction } from "./use-pool-action";

const SERVICE_NAMES = { DISCORD: "Discord", SLACK: "Slack" } as const;

export function PoolChatSettings({ poolId, initial }: { poolId: string; initial: ChatHookState }) {
  const [state, setState] = useState(initial);
  const [url, setUrl] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const { run, busy, failure } = usePoolAction();
  const headingId = useId();
  const hook = state.hook;

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const saved = await run("save", api.poolChat.set, { params: { poolId }, body: { url } });
    if (saved) {
      setState(saved);
      setUrl("");
      setStatus("Webhook saved: send a test message to check it");
    }
  }

  async function test() {
    setStatus(null);
    if (await run("test", api.poolChat.test, { params: { poolId } })) setStatus("Test message sent: look in your chat");
  }

  async function remove() {
    setStatus(null);
    const removed = await run("remove", api.poolChat.remove, { params: { poolId } });
    if (removed) {
      setState(removed);
      setStatus("Webhook removed: nothing more is posted");
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} id="chat">
      <h2 id={headingId}>Group chat</h2>
      <p className={styles.lead}>
        Pickline can post to your group&apos;s Discord or Slack channel: everyone&apos;s picks once each game starts, the week&apos;s winner and
        table, survivor eliminations and your announcements. Create an incoming webhook in the channel&apos;s settings and paste its URL here.
      </p>
      {hook ? (
        <div>
          <p className={styles.meta}>
            {SERVICE_NAMES[hook.service]} webhook: <code className={styles.chatUrl}>{hook.maskedUrl}</code>
          </p>
          {hook.on ? null : (
            <p role="alert" className={styles.error}>
              Turned off after failed posts in a row: paste the webhook URL again to turn it back on.
            </p>
          )}
        </div>
      ) : null}
      <form className={styles.form} onSubmit={save} aria-label="Group chat webhook">
        <Input
          label={hook ? "Replace the webhook URL" : "Webhook URL"}
          hint="https://discord.com/api/webhooks/… or https://hooks.slack.com/services/…"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={CHAT_HOOK_URL_MAX}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={busy === "save"}>
            Save webhook
          </Button>
          {hook?.on ? (
            <Button type="button" variant="ghost" loading={busy === "test"} onClick={test}>
              Send a test message
            </Button>
          ) : null}
          {hook ? (
            <Button type="button" variant="ghost" loading={busy === "remove"} onClick={remove}>
              Remove webhook
            </Button>
          ) : null}
        </div>
      </form>
      {status ? <p role="status" className={styles.status}>{status}</p> : null}
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
    </section>
  );
}
