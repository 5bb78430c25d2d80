// Sends one declared API call through the shared fetcher, typed end to end by its declaration.
import type { BodyOf, EndpointDeclaration, ParamsOf, PayloadOf, QueryOf } from "@/lib/contracts/endpoint";
import { apiFetch, type FetchOptions } from "./api-fetch";
import { fillPath, type AllOptional } from "./api-path";
import type { ApiRoute, DeclarationOf } from "./api-route";

type ParamsInput<E extends EndpointDeclaration> = ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> };
type QueryInput<E extends EndpointDeclaration> = QueryOf<E> extends undefined
  ? { query?: undefined }
  : AllOptional<QueryOf<E>> extends true ? { query?: QueryOf<E> } : { query: QueryOf<E> };
/** A call whose declaration takes no JSON body may send a multipart form instead (an upload reads the request itself). */
type BodyInput<E extends EndpointDeclaration> = BodyOf<E> extends undefined ? { body?: undefined; form?: FormData } : { body: BodyOf<E>; form?: undefined };

export type CallOptions = FetchOptions;

export type CallInput<E extends EndpointDeclaration> = ParamsInput<E> & QueryInput<E> & BodyInput<E> & CallOptions;

/** The input may be left out when nothing in it is required. */
export type CallArgs<E extends EndpointDeclaration> = AllOptional<CallInput<E>> extends true ? [input?: CallInput<E>] : [input: CallInput<E>];

type LooseInput = CallOptions & { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; form?: FormData };

export function callApi<R extends ApiRoute>(route: R, ...[input]: CallArgs<DeclarationOf<R>>): Promise<PayloadOf<DeclarationOf<R>>> {
  const { params, query, body, form, ...options } = (input ?? {}) as LooseInput;
  return apiFetch<PayloadOf<DeclarationOf<R>>>(fillPath(route[1], params, query), { ...options, method: route[0], body: form ?? body });
}
