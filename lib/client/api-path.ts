// Fills a declared path template and appends its query: the one way the client writes an API URL (and an SWR key).
import type { EndpointDeclaration, ParamsOf, QueryOf } from "@/lib/contracts/endpoint";
import type { ApiRoute, DeclarationOf } from "./api-route";

/** Whether every field of an input may be left out (then the input itself may be). */
export type AllOptional<T> = Partial<T> extends T ? true : false;

/** The arguments after the route: params when the path has any, then the query (optional when all of it is). */
export type PathArgs<E extends EndpointDeclaration> = ParamsOf<E> extends undefined
  ? QueryOf<E> extends undefined
    ? []
    : AllOptional<QueryOf<E>> extends true ? [params?: undefined, query?: QueryOf<E>] : [params: undefined, query: QueryOf<E>]
  : QueryOf<E> extends undefined
    ? [params: ParamsOf<E>]
    : AllOptional<QueryOf<E>> extends true ? [params: ParamsOf<E>, query?: QueryOf<E>] : [params: ParamsOf<E>, query: QueryOf<E>];

type Values = Record<string, unknown> | undefined;

/** Untyped core shared by apiPath and callApi; a placeholder without a value is a bug in the caller, so it throws. */
export function fillPath(template: string, params: Values, query: Values): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  // Keys keep the caller's order, so a URL is always written the same way and SWR sees one key for one read.
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function apiPath<R extends ApiRoute>(route: R, ...[params, query]: PathArgs<DeclarationOf<R>>): string {
  return fillPath(route[1], params as Values, query as Values);
}
