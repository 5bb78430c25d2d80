// /verify?token=… (older links also carry &email=…): the page posts the sign-up token itself, then asks for a nickname.
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { VerifyEmail } from "@/components/auth/VerifyEmail";

export const metadata: Metadata = { title: "Verify your e-mail", referrer: "no-referrer", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifyPage({ searchParams }: Props) {
  const { token, email } = await searchParams;
  return (
    <AuthCard>
      <VerifyEmail token={typeof token === "string" ? token : ""} email={typeof email === "string" ? email : ""} />
    </AuthCard>
  );
}
