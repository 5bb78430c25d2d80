// The document of this API, built once per process from the registry of declared calls.
import { listEndpoints } from "@/lib/contracts/api";
import { buildOpenApiDocument } from "./openapi-document";

let cached: string | null = null;

/** The document as the JSON the route sends: the declarations cannot change while the process runs. */
export function apiDocumentJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument(listEndpoints()));
  return cached;
}

export function apiDocument(): ReturnType<typeof buildOpenApiDocument> {
  return JSON.parse(apiDocumentJson());
}
