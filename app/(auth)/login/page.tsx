// /login: the login form for signed-out visitors; anyone signed in is sent home.
import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/LoginForm";
import { SignedOutOnly } from "@/components/auth/SignedOutOnly";

export const metadata: Metadata = { title: "Login" };

export default function LoginPage() {
  return (
    <SignedOutOnly>
      <LoginForm title="Login" />
    </SignedOutOnly>
  );
}
