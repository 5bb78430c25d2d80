// The API reference's own calls: the OpenAPI document, the page that renders it and that page's script.
import { endpoint } from "./endpoint";

export const referenceApi = {
  document: endpoint({
    method: "GET",
    path: "/api/openapi.json",
    auth: "none",
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
    summary: "The readable API reference",
    tag: "reference",
    response: null,
    errors: [],
    raw: { status: 200, contentType: "text/html", description: "An HTML page rendering the OpenAPI document" },
  }),
  script: endpoint({
    method: "GET",
    path: "/api/docs/reference.js",
    auth: "none",
    summary: "The script that renders the reference page",
    tag: "reference",
    response: null,
    errors: [],
    raw: { status: 200, contentType: "text/javascript", description: "The reference renderer, served from this origin" },
  }),
} as const;
