// /login: the login form for signed-out visitors, with a notice when a provider sign-in came back refused; anyone
// signed in is sent home.
import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/LoginForm";
import { ProviderButtons } from "@/components/auth/ProviderButtons";
import { SignedOutOnly } from "@/components/auth/SignedOutOnly";
import { providerSignInNotice } from "@/lib/domain/provider-sign-in";

export const metadata: Metadata = { title: "Login" };

type Props = { searchParams?: Promise<{ error?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props = {}) {
  const { error } = (await searchParams) ?? {};
  return (
    <SignedOutOnly>
      <LoginForm title="Login" notice={providerSignInNotice(error)} providers={<ProviderButtons />} />
    </SignedOutOnly>
  );
}
