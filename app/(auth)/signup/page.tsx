// /signup: the sign-up form, for signed-out visitors only.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { SignupForm } from "@/components/auth/SignupForm";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Signup" };

export default async function SignupPage() {
  if (await getCurrentUser()) redirect("/");
  return (
    <AuthCard>
      <SignupForm />
    </AuthCard>
  );
}
