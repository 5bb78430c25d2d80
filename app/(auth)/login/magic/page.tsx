// /login/magic?token=… (older links also carry &email=…): the page posts the token itself; opening the link spends nothing.
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { MagicLogin } from "@/components/auth/MagicLogin";

export const metadata: Metadata = { title: "Login", referrer: "no-referrer", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MagicLoginPage({ searchParams }: Props) {
  const { token, email } = await searchParams;
  return (
    <AuthCard>
      <MagicLogin token={typeof token === "string" ? token : ""} email={typeof email === "string" ? email : ""} />
    </AuthCard>
  );
}
