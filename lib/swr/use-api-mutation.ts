"use client";
// The one client write path: sends a declared call through callApi(), shows the change at once where asked, revalidates what it changed and says how it went.
import { useCallback, useContext, useState } from "react";
import { useSWRConfig } from "swr";
import { useNicknameRedirect } from "@/lib/client/use-nickname-redirect";
import { ToastContext } from "@/lib/ui/toast-context";
import type { EndpointDeclaration, HttpMethod, PayloadOf } from "@/lib/contracts/endpoint";
import type { ApiRoute, DeclarationOf } from "@/lib/client/api-route";
import { callApi, type CallArgs, type CallInput } from "@/lib/client/call-api";
import { errorMessage, isUnauthorized } from "@/lib/client/api-error";

/** A bound SWR mutator (useSWR's or useSWRInfinite's) and the data to show until the server answers. */
export type Optimistic<D> = {
  mutate: (update: (current?: D) => Promise<D | undefined>, options: { optimisticData: (current?: D) => D; rollbackOnError: true; populateCache: false; revalidate: true }) => Promise<unknown>;
  data: (current?: NoInfer<D>) => NoInfer<D>;
};

/** A write: a declaration whose method changes something. */
export type MutationEndpoint = EndpointDeclaration & { method: Exclude<HttpMethod, "GET"> };

export type MutationOptions<D> = {
  /** Do not announce UNAUTHORIZED at all (for calls whose 401 simply means "signed out"). */
  quietUnauthorized?: boolean;
  /** Shown at once and rolled back when refused; the key is revalidated after success. */
  optimistic?: Optimistic<D>;
  /** Other SWR keys whose data the write changes. */
  revalidate?: string[];
  /** A refusal as an error toast (where the shell has toasts) instead of the hook's `error`. */
  errorToast?: boolean;
  /** The words for a refusal when the API's message is not the one to show. */
  message?: (error: unknown) => string;
  /** Handles a refusal itself (return true), so nothing more is said. */
  onError?: (error: unknown) => boolean;
};

/** A write's call (params, query, body) and how it is shown. */
export type WriteOptions<R extends ApiRoute, D = unknown> = CallInput<DeclarationOf<R>> & MutationOptions<D>;

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

type Feedback = Pick<MutationOptions<unknown>, "quietUnauthorized" | "errorToast" | "message" | "onError">;

export function useApiMutation() {
  const { mutate: revalidate } = useSWRConfig();
  const toasts = useContext(ToastContext);
  const toNickname = useNicknameRedirect();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refused = useCallback(
    (failure: unknown, options: Feedback) => {
      if (options.onError?.(failure)) return;
      // The fetcher has opened the login panel: nothing to add, unless the call asked it to stay quiet.
      if (isUnauthorized(failure) && !options.quietUnauthorized) return;
      if (toNickname(failure)) return;
      const message = options.message ? options.message(failure) : errorMessage(failure);
      if (options.errorToast && toasts) toasts.error(message);
      else setError(message);
    },
    [toasts, toNickname],
  );

  const trigger = useCallback(
    async <R extends ApiRoute<MutationEndpoint>, D = unknown>(route: R, options: WriteOptions<R, D>): Promise<MutationResult<PayloadOf<DeclarationOf<R>>>> => {
      const { optimistic, revalidate: keys = [] } = options;
      setSubmitting(true);
      setError(null);
      try {
        let data = undefined as PayloadOf<DeclarationOf<R>>;
        const send = async () => {
          // callApi reads only the call's own fields; the feedback options stay here.
          data = await callApi(route, ...([options] as CallArgs<DeclarationOf<R>>));
        };
        if (optimistic) {
          const settings = { optimisticData: optimistic.data, rollbackOnError: true, populateCache: false, revalidate: true } as const;
          await optimistic.mutate(async (current) => {
            await send();
            // The key is revalidated from the server next: the write's own answer is not the cached shape.
            return current;
          }, settings);
        } else await send();
        await Promise.all(keys.map((key) => revalidate(key)));
        return { ok: true, data };
      } catch (failure) {
        refused(failure, options);
        return { ok: false, error: failure };
      } finally {
        setSubmitting(false);
      }
    },
    [revalidate, refused],
  );

  const reset = useCallback(() => setError(null), []);
  return { trigger, submitting, error, reset };
}
