"use client";
// 'Sign out' for a user the /logout page does not serve (signed in, not verified): posts the logout on the spot.
import { useState } from "react";
import { useSignOut } from "@/components/auth/use-sign-out";

type Props = { className?: string; onDone?: () => void; children?: React.ReactNode };

export function SignOutButton({ className, onDone, children = "Sign out" }: Props) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        await signOut();
        onDone?.();
      }}
    >
      {children}
    </button>
  );
}
