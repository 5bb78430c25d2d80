// The not-found screen, of notFound() calls (app/not-found.tsx) and of URLs no route matches (app/global-not-found.tsx).
import { StatusScreen } from "@/components/shell/StatusScreen";
import { ButtonLink } from "@/components/ui/Button";
import { DAILY_PICKS_PATH } from "@/lib/settings/site";

export function NotFoundScreen() {
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
