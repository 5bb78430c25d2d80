// /signup: the sign-up form for signed-out visitors; anyone signed in is sent home.
import type { Metadata } from "next";
import { SignedOutOnly } from "@/components/auth/SignedOutOnly";
import { ProviderButtons } from "@/components/auth/ProviderButtons";
import { SignupForm } from "@/components/auth/SignupForm";

export const metadata: Metadata = { title: "Signup" };

export default function SignupPage() {
  return (
    <SignedOutOnly>
      <SignupForm providers={<ProviderButtons />} />
    </SignedOutOnly>
  );
}
