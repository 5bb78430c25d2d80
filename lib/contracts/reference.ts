// The API reference's own calls: the OpenAPI document and the page that renders it (its script is a static file).
import { SHARED_UNTIL_DEPLOY, endpoint } from "./endpoint";

export const referenceApi = {
  document: endpoint({
    method: "GET",
    path: "/api/openapi.json",
    auth: "none",
    sharedCache: SHARED_UNTIL_DEPLOY,
    summary: "This reference as an OpenAPI 3.1 document",
    tag: "reference",
    response: null,
    errors: [],
    raw: { status: 200, contentType: "application/json", description: "The OpenAPI 3.1 document of every call" },
  }),
  page: endpoint({
    method: "GET",
    path: "/api/docs",
    auth: "none",
    sharedCache: SHARED_UNTIL_DEPLOY,
    summary: "The readable API reference",
    tag: "reference",
    response: null,
    errors: [],
    raw: { status: 200, contentType: "text/html", description: "An HTML page rendering the OpenAPI document" },
  }),
} as const;
