// The not-found page for every unmatched route (and every notFound() call), served with status 404.
import type { Metadata } from "next";
import { StatusScreen } from "@/components/shell/StatusScreen";
import { ButtonLink } from "@/components/ui/Button";
import { DAILY_PICKS_PATH } from "@/lib/settings/site";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <StatusScreen
      code="404 · Page not found"
      title="Seems like you were caught offside!"
      actions={
        <>
          <ButtonLink href="/">Back to home</ButtonLink>
          <ButtonLink href={DAILY_PICKS_PATH} variant="secondary">
            Daily free picks
          </ButtonLink>
        </>
      }
    >
      <p>The page you are looking for does not exist or has moved. Let&apos;s get you back in play.</p>
    </StatusScreen>
  );
}
