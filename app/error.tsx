"use client";
// The error screen for any page that fails to render (inside the root layout, so header and footer stay).
import { ErrorScreen } from "@/components/shell/ErrorScreen";
import { useShellConfig } from "@/components/shell/ShellConfig";

export default function Error({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const { supportEmail } = useShellConfig();
  return <ErrorScreen error={error} supportEmail={supportEmail} where="page render" />;
}
