// /pools/join/{code}: an invite link; the pool behind it is read by the client, through the rate-limited API.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { JoinInvite } from "@/components/pools/JoinInvite";
import styles from "@/components/pools/Pools.module.css";
import { nicknameUrl } from "@/lib/domain/account";
import { invitePath } from "@/lib/domain/pools";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Join a pool", robots: { index: false } };

type Props = { params: Promise<{ code: string }> };

export default async function JoinPoolPage({ params }: Props) {
  const { code } = await params;
  const user = await getCurrentUser();
  if (user?.verified && !user.username) redirect(nicknameUrl(invitePath(code)));
  const caller = !user ? "visitor" : user.verified ? "verified" : "unverified";
  return (
    <main className={styles.page}>
      <JoinInvite code={code} caller={caller} />
    </main>
  );
}
