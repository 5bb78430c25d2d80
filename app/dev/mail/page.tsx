// /dev/mail (development only): the local outbox, newest first, so links can be followed without a mail server.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { isProduction } from "@/lib/settings";
import { readOutbox } from "@/lib/mail/outbox";
import styles from "./page.module.css";

export const metadata: Metadata = { title: "Mail outbox", robots: { index: false } };

export default async function DevMailPage() {
  await connection();
  if (isProduction()) notFound();
  const messages = await readOutbox();
  return (
    <main className={styles.main}>
      <h1>Mail outbox</h1>
      {messages.length === 0 ? (
        <p>No mail sent yet. Sign up or log in, then reload.</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <li key={`${message.createdAt}-${message.to}`} className={styles.item}>
              <p className={styles.meta}>
                {new Date(message.createdAt).toLocaleString()} · to {message.to}
              </p>
              <h2 className={styles.subject}>{message.subject}</h2>
              {message.url && <a href={message.url}>{message.url}</a>}
              <details>
                <summary>Text version</summary>
                <pre className={styles.text}>{message.text}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
