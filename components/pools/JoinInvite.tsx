"use client";
// What an invite link opens: visitors sign in first (and come back here), unverified pickers verify; then the pool and Join.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useLoginPanel } from "@/components/auth/LoginPanelProvider";
import { VerifyEmailNotice } from "@/components/auth/VerifyEmailNotice";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { rememberReturnPath } from "@/lib/client/return-path";
import { invitePath, poolPath } from "@/lib/domain/pools";
import { useInvitePreview } from "@/lib/swr/use-pools";
import { membersText } from "./PoolList";
import styles from "./Pools.module.css";
import { fieldErrorMessage } from "@/lib/client/api-error";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";

type Props = { code: string; caller: "visitor" | "unverified" | "verified" };

export function JoinInvite({ code, caller }: Props) {
  const router = useRouter();
  const { openLoginPanel } = useLoginPanel();
  const { data: pool, error } = useInvitePreview(code, caller !== "visitor");
  const { run, busy, failure } = usePoolAction();

  useEffect(() => {
    if (caller === "visitor") rememberReturnPath(invitePath(code));
  }, [caller, code]);

  if (caller === "visitor") {
    return (
      <>
        <h1 className={styles.title}>You are invited to a pool</h1>
        <p className={styles.lead}>Log in or sign up to see the pool and join it: you will come back to this page.</p>
        <div className={styles.actions}>
          <Button onClick={openLoginPanel}>Log in</Button>
          <ButtonLink href="/signup" variant="secondary">
            Sign up
          </ButtonLink>
        </div>
      </>
    );
  }
  if (caller === "unverified") return <VerifyEmailNotice />;
  if (error) {
    return (
      <>
        <h1 className={styles.title}>This invite does not work</h1>
        <p role="alert" className={styles.error}>{fieldErrorMessage(error)}</p>
      </>
    );
  }
  if (!pool) return <Spinner label="Loading the invite" />;

  async function join() {
    if (await run("join", api.pools.join, { params: { code } })) router.push(poolPath(pool!.poolId));
  }

  return (
    <>
      <h1 className={styles.title}>Join {pool.name}</h1>
      {pool.description ? <p>{pool.description}</p> : null}
      <p className={styles.meta}>
        Owner: {pool.owner.username} · {membersText(pool.memberCount)}
      </p>
      <div className={styles.actions}>
        {pool.isMember ? (
          <ButtonLink href={poolPath(pool.poolId)}>Open the pool</ButtonLink>
        ) : (
          <Button loading={busy === "join"} onClick={join}>
            Join
          </Button>
        )}
      </div>
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
    </>
  );
}
