// /pools: the caller's pools and the form to create one; visitors are asked to sign in, unverified pickers to verify.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { VerifyEmailNotice } from "@/components/auth/VerifyEmailNotice";
import { LoginPrompt } from "@/components/picker/LoginPrompt";
import { CreatePoolForm } from "@/components/pools/CreatePoolForm";
import { PoolList } from "@/components/pools/PoolList";
import styles from "@/components/pools/Pools.module.css";
import { Card } from "@/components/ui/Card";
import { nicknameUrl } from "@/lib/domain/account";
import { MAX_POOLS_PER_PICKER } from "@/lib/domain/pools";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { listMyPools } from "@/lib/server/pools/list-my-pools";

export const metadata: Metadata = { title: "Pools", robots: { index: false } };

export default async function PoolsPage() {
  const user = await getCurrentUser();
  if (user?.verified && !user.username) redirect(nicknameUrl("/pools"));
  if (!user?.verified) {
    return (
      <main className={styles.page}>
        {user ? <VerifyEmailNotice /> : <h1 className={styles.title}>Pools</h1>}
        {user ? null : <LoginPrompt what="your pools" />}
      </main>
    );
  }
  const pools = await listMyPools(user);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Pools</h1>
      <p className={styles.lead}>Private groups with their own leaderboard and feed. Invite friends with a link.</p>
      <PoolList pools={pools} />
      {pools.length < MAX_POOLS_PER_PICKER ? (
        <Card title="Create a pool">
          <CreatePoolForm />
        </Card>
      ) : null}
    </main>
  );
}
