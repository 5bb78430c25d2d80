// The frame of /login and /signup: pages for signed-out visitors; anyone signed in goes home (where an unverified user
// is asked to verify, and a verified one without a nickname is sent on to choose one).
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { AuthCard } from "./AuthCard";

export async function SignedOutOnly({ children }: { children: ReactNode }) {
  if (await getCurrentUser()) redirect("/");
  return <AuthCard>{children}</AuthCard>;
}
