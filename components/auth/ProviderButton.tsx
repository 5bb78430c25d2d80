"use client";
// One "Continue with ..." button: a form posting the server action, which redirects to the provider. It waits for
// hydration, as the e-mail form does: a native submit's redirect to another origin is one the page's form-action
// policy ('self') refuses, where the hydrated form's navigation is not a form submission.
import { useFormStatus } from "react-dom";
import { useHydrated } from "@/lib/client/use-hydrated";
import { Button } from "@/components/ui/Button";

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="secondary" block loading={pending || !hydrated}>
      Continue with {label}
    </Button>
  );
}

export function ProviderButton({ action, label }: { action: () => Promise<void>; label: string }) {
  return (
    <form action={action}>
      <Submit label={label} />
    </form>
  );
}
