// The page behind an e-mailed link (/login/magic, /verify): its form, in the auth card, posts the link's token itself,
// so opening the link spends nothing.
import type { ComponentType } from "react";
import { emailedLinkParams } from "@/lib/server/auth/link-page";
import { AuthCard } from "./AuthCard";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function emailedLinkPage(Form: ComponentType<{ token: string; email: string }>) {
  return async function EmailedLinkPage({ searchParams }: Props) {
    return (
      <AuthCard>
        <Form {...await emailedLinkParams(searchParams)} />
      </AuthCard>
    );
  };
}
