// /logout: only for signed-in verified users (proxy.ts guards optimistically; this checks for real).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { LogoutScreen } from "@/components/auth/LogoutScreen";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Logging out", robots: { index: false } };

export default async function LogoutPage() {
  const user = await getCurrentUser();
  if (!user?.verified) redirect("/");
  return (
    <AuthCard>
      <LogoutScreen />
    </AuthCard>
  );
}
