// /nickname?next=…: where a verified user without a username is sent before picking; then back to `next`.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { NicknameStep } from "@/components/auth/NicknameStep";
import { redirectTarget } from "@/lib/domain/redirect-target";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Choose a picker nickname", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NicknamePage({ searchParams }: Props) {
  const next = redirectTarget((await searchParams).next);
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (!user.verified || user.username) redirect(next);
  return (
    <AuthCard>
      <NicknameStep next={next} />
    </AuthCard>
  );
}
