// Builds the OpenAPI 3.1 document of the API from the endpoint declarations: one operation per declared call.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";
import { errorResponses } from "./error-responses";
import { securitySchemes, securityOf } from "./security";

/** A declaration with the names it is registered under, which make its operation id. */
export type NamedDeclaration = { resource: string; name: string; declaration: EndpointDeclaration };

/** Path parameters the template names but the declaration has no schema for (OpenAPI requires every one listed). */
function undeclaredPathParameters(declaration: EndpointDeclaration) {
  const declared = declaration.params ? Object.keys(z.toJSONSchema(declaration.params, { io: "input", unrepresentable: "any" }).properties ?? {}) : [];
  const named = [...declaration.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return named
    .filter((name) => !declared.includes(name))
    .map((name) => ({ name, in: "path" as const, required: true, schema: { type: "string" as const } }));
}

function successResponse(declaration: EndpointDeclaration) {
  if (declaration.raw) {
    const { status, contentType, description } = declaration.raw;
    return { [String(status)]: { description, content: { [contentType]: { schema: { type: "string" as const } } } } };
  }
  // Every JSON success is the envelope; a call that answers nothing still sends { payload: null }.
  const payload = declaration.response ?? z.null();
  return { "200": { description: "Success: the payload in its envelope", content: { "application/json": { schema: z.object({ payload }) } } } };
}

function operation({ resource, name, declaration }: NamedDeclaration): ZodOpenApiOperationObject {
  const extraParameters = undeclaredPathParameters(declaration);
  return {
    operationId: `${resource}.${name}`,
    summary: declaration.summary,
    tags: [declaration.tag],
    security: securityOf(declaration.auth),
    requestParams: {
      ...(declaration.params ? { path: declaration.params as z.ZodObject } : {}),
      ...(declaration.query ? { query: declaration.query as z.ZodObject } : {}),
    },
    ...(extraParameters.length > 0 ? { parameters: extraParameters } : {}),
    ...(declaration.body
      ? { requestBody: { required: true, content: { "application/json": { schema: declaration.body } } } }
      : {}),
    responses: { ...successResponse(declaration), ...errorResponses(declaration) },
  };
}

export const OPENAPI_INFO = {
  title: "Pickline API",
  version: "1.0.0",
  description: [
    "Every JSON success is `{ \"payload\": ... }`; every refusal is `{ \"error\": { \"code\", \"message\", \"issues\"?, \"details\"? } }` with the status its code has in the catalogue.",
    "Browsers are signed in by the session cookie; API clients send the same session token as `Authorization: Bearer <token>`. A bad bearer is always refused with 401, never read as a visitor.",
    "Writes made with the cookie must come from the site's own origin. Request bodies are JSON.",
  ].join("\n\n"),
};

export function buildOpenApiDocument(declarations: NamedDeclaration[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const named of declarations) {
    const { method, path } = named.declaration;
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(named) };
  }
  const tags = [...new Set(declarations.map(({ declaration }) => declaration.tag))].map((name) => ({ name }));
  return createDocument({
    openapi: "3.1.0",
    info: OPENAPI_INFO,
    tags,
    paths,
    components: { securitySchemes: securitySchemes() },
  });
}
