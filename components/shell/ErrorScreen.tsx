"use client";
// 'Oops! Something went wrong...': the support address, the reference of the failed request, and a way home.
import { useEffect } from "react";
import { StatusScreen } from "./StatusScreen";
import { ButtonLink } from "@/components/ui/Button";
import { reportClientError } from "@/lib/observability/report-client-error";

type Props = { error: Error & { digest?: string }; supportEmail: string; where: string };

export function ErrorScreen({ error, supportEmail, where }: Props) {
  useEffect(() => {
    // Server errors were already reported with this digest by instrumentation.ts; browser ones have none.
    if (!error.digest) reportClientError(error, { where });
  }, [error, where]);

  return (
    <StatusScreen
      code="Error"
      title="Oops! Something went wrong..."
      art="whistle"
      actions={<ButtonLink href="/">Back to home</ButtonLink>}
    >
      <p>
        Please try again in a moment. If it keeps happening, write to us at{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        {error.digest ? " and quote the reference below." : "."}
      </p>
      {error.digest && (
        <p>
          Reference: <code data-testid="request-id">{error.digest}</code>
        </p>
      )}
    </StatusScreen>
  );
}
