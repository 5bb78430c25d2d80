// The browser's handle on one declared API call: its route line, the method and path, typed by its declaration.
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";

/**
 * The declarations hold zod schemas, which must stay out of the browser's bundle: the client keeps only the route line
 * from lib/contracts/routes as it is written there, and carries the declaration as a type, from which every call's
 * params, query, body and payload are typed.
 */
export type ApiRoute<E extends EndpointDeclaration = EndpointDeclaration> = readonly [method: E["method"], path: E["path"]] & {
  /** Never set at run time: it only carries the declaration's type. */
  readonly declaration?: E;
};

/** The declaration (or, for a choice of routes, the declarations) a route stands for. */
export type DeclarationOf<R extends ApiRoute> = NonNullable<R["declaration"]>;
