// The frame of /login and /signup: a verified user goes home; a signed-in unverified one is asked to verify instead.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { VERIFY_EMAIL_TITLE } from "@/lib/config/site";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { AuthCard } from "./AuthCard";
import { VerifyEmailNotice } from "./VerifyEmailNotice";

/** The page's title: the form's own for visitors, the verify prompt's for an unverified user. */
export async function signedOutMetadata(title: string): Promise<Metadata> {
  return { title: (await getCurrentUser()) ? VERIFY_EMAIL_TITLE : title };
}

export async function SignedOutOnly({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (user?.verified) redirect("/");
  return <AuthCard>{user ? <VerifyEmailNotice /> : children}</AuthCard>;
}
