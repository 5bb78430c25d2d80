// Every API call's declaration, by resource: the one list the route files, the typed client and the reference are checked against.
import type { EndpointDeclaration } from "./endpoint";
import { poolsApi } from "./pools";
import { survivorApi } from "./survivor";

export const apiEndpoints = {
  pools: poolsApi,
  survivor: survivorApi,
} as const;

export type ApiResource = keyof typeof apiEndpoints;

export type ListedEndpoint = { resource: ApiResource; name: string; declaration: EndpointDeclaration };

/** Every declaration once, in the registry's order, named by its resource and its key there. */
export function listEndpoints(): ListedEndpoint[] {
  return (Object.keys(apiEndpoints) as ApiResource[]).flatMap((resource) =>
    Object.entries(apiEndpoints[resource] as Record<string, EndpointDeclaration>).map(([name, declaration]) => ({ resource, name, declaration })),
  );
}
