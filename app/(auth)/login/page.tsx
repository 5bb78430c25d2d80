// /login: the login form, for signed-out visitors only.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/LoginForm";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Login" };

export default async function LoginPage() {
  if (await getCurrentUser()) redirect("/");
  return (
    <AuthCard>
      <LoginForm title="Login" />
    </AuthCard>
  );
}
