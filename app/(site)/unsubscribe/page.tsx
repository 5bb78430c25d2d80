// /unsubscribe: the page behind an e-mail's Unsubscribe link; one button (a plain form, no sign-in, no JavaScript).
import type { Metadata } from "next";
import Link from "next/link";
import styles from "@/components/share/SharedPage.module.css";
import { Button } from "@/components/ui/Button";
import { unsubscribeQuerySchema, type EmailKindName } from "@/lib/contracts/unsubscribe";
import { isValidUnsubscribe } from "@/lib/server/email/unsubscribe-link";
import { api, apiPath } from "@/lib/client/api";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

const NAMES: Record<EmailKindName, string> = { reminder: "game-day reminder", digest: "weekly digest" };
const isKind = (value: unknown): value is EmailKindName => typeof value === "string" && Object.hasOwn(NAMES, value);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const query = await searchParams;
  if (isKind(query.done)) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>You are unsubscribed</h1>
        <p>Pickline will not send you the {NAMES[query.done]} any more. You can turn it back on from your profile.</p>
        <Link href="/">Back to Pickline</Link>
      </main>
    );
  }
  const parsed = unsubscribeQuerySchema.safeParse(query);
  const valid = parsed.success && isValidUnsubscribe({ userId: parsed.data.u, kind: parsed.data.k }, parsed.data.s);
  if (!parsed.success || !valid) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>This unsubscribe link is not valid</h1>
        <p>Open the link from the e-mail itself, or change your e-mail settings on your profile.</p>
      </main>
    );
  }
  const { u, k, s } = parsed.data;
  const action = apiPath(api.unsubscribe.unsubscribe, undefined, { u, k, s, from: "page" });
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Unsubscribe from the {NAMES[k]}</h1>
      <form method="post" action={action}>
        <Button type="submit">Unsubscribe</Button>
      </form>
    </main>
  );
}
