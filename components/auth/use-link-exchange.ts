// Posts an e-mailed token once when the page opens (a GET on the link never spends it; React's dev re-run neither).
"use client";
import { useEffect, useRef, useState } from "react";
import { writeStoredUser, type ClientStoredUser } from "@/lib/client/stored-user";
import { apiMutate } from "@/lib/swr/fetcher";

export type ExchangeState = { status: "pending" } | { status: "done"; user: ClientStoredUser } | { status: "failed" };

/** The token alone is enough; `email` comes only from links mailed before they carried the token alone ("" otherwise). */
export function useLinkExchange(endpoint: "/api/verify" | "/api/login/magic", token: string, email: string): ExchangeState {
  const [state, setState] = useState<ExchangeState>(() => (token ? { status: "pending" } : { status: "failed" }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    const body = email ? { token, email } : { token };
    apiMutate<ClientStoredUser & { token: string }>(endpoint, { method: "POST", body, quietUnauthorized: true })
      .then((user) => {
        writeStoredUser(user);
        setState({ status: "done", user });
      })
      .catch(() => setState({ status: "failed" }));
  }, [endpoint, token, email]);

  return state;
}
