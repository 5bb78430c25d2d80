// /nickname: where a verified user without a username is sent before picking.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { NicknameStep } from "@/components/auth/NicknameStep";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Choose a picker nickname", robots: { index: false } };

export default async function NicknamePage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (!user.verified || user.username) redirect("/");
  return (
    <AuthCard>
      <NicknameStep />
    </AuthCard>
  );
}
