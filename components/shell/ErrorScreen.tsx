"use client";
// 'Oops! Something went wrong...': the support address, the reference of the failed request, and a way home.
import { useEffect, useState } from "react";
import { StatusScreen } from "./StatusScreen";
import { ButtonLink } from "@/components/ui/Button";
import { watchRequestReference } from "@/lib/observability/failed-request-reference";
import { reportClientError } from "@/lib/client/report-client-error";

type Props = { error: Error & { digest?: string }; supportEmail: string; where: string };

export function ErrorScreen({ error, supportEmail, where }: Props) {
  useEffect(() => {
    // Server errors were already reported by instrumentation.ts; browser ones have no digest.
    if (!error.digest) reportClientError(error, { where });
  }, [error, where]);

  // The digest names the error's content, alike for every request failing the same way; the proxy's id names this
  // request and leads to its log line. The digest stands in until (or if) the browser has the id.
  const [requestId, setRequestId] = useState<string | null>(null);
  useEffect(() => (error.digest ? watchRequestReference(setRequestId) : undefined), [error]);
  const reference = requestId ?? error.digest;

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
        {reference ? " and quote the reference below." : "."}
      </p>
      {reference && (
        <p>
          Reference: <code data-testid="request-id">{reference}</code>
        </p>
      )}
    </StatusScreen>
  );
}
