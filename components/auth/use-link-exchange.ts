// Posts an e-mailed token once when the page opens (a GET on the link never spends it; React's dev re-run neither).
"use client";
import { useEffect, useRef, useState } from "react";
import { writeStoredUser, type ClientStoredUser } from "@/lib/client/stored-user";
import { api, callApi } from "@/lib/client/api";

export type ExchangeState = { status: "pending" } | { status: "done"; user: ClientStoredUser } | { status: "failed" };

/** The token alone is enough; `email` comes only from links mailed before they carried the token alone ("" otherwise). */
/** The two links that sign the browser in: a sign-up's verification and a magic login. */
type LinkExchange = typeof api.auth.verify | typeof api.auth.magicLogin;

export function useLinkExchange(endpoint: LinkExchange, token: string, email: string): ExchangeState {
  const [state, setState] = useState<ExchangeState>(() => (token ? { status: "pending" } : { status: "failed" }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    const body = email ? { token, email } : { token };
    callApi(endpoint, { body, quietUnauthorized: true })
      .then((user) => {
        writeStoredUser(user);
        setState({ status: "done", user });
      })
      .catch(() => setState({ status: "failed" }));
  }, [endpoint, token, email]);

  return state;
}
