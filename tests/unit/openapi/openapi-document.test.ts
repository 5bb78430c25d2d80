// The generated reference is a valid OpenAPI 3.1 document and says what each declaration says.
import { z } from "zod";
import { Validator, type SpecData } from "@seriousme/openapi-schema-validator";
import { endpoint } from "@/lib/contracts/endpoint";
import { createdPickSchema, pickBody } from "@/lib/contracts/fixtures";
import { leagueParams } from "@/lib/contracts/params";
import { apiDocument } from "@/lib/openapi/api-document";
import { buildOpenApiDocument } from "@/lib/openapi/openapi-document";

const pick = endpoint({
  method: "POST",
  path: "/api/{sport}/{league}/pick",
  auth: "auth",
  summary: "Pick a side",
  tag: "picks",
  params: leagueParams,
  body: pickBody,
  response: createdPickSchema,
  errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "NOT_FOUND", "PICK_CLOSED", "NO_ODDS", "ODDS_CHANGED", "CONFLICT"],
});
const board = endpoint({
  method: "GET",
  path: "/api/{sport}/{league}/fixtures",
  auth: "hybrid",
  summary: "The league's games",
  tag: "fixtures",
  params: leagueParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).optional() }),
  response: z.array(z.object({ id: z.number() })),
  errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
});
const health = endpoint({ method: "GET", path: "/api/health", auth: "none", summary: "Up?", tag: "health", response: null, errors: [] });

const sample = buildOpenApiDocument([
  { resource: "picks", name: "create", declaration: pick },
  { resource: "fixtures", name: "list", declaration: board },
  { resource: "health", name: "check", declaration: health },
]);

async function expectValid(document: unknown) {
  const result = await new Validator().validate(document as SpecData);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
}

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1, both the sample and the registry of every declared call", async () => {
    expect(sample.openapi).toBe("3.1.0");
    await expectValid(sample);
    await expectValid(apiDocument());
  });

  it("lists every declared call of the registry under its path and method", () => {
    const document = apiDocument();
    expect(document.paths?.["/api/openapi.json"]?.get?.operationId).toBe("reference.document");
    expect(document.paths?.["/api/docs"]?.get?.responses?.["200"]?.content).toHaveProperty(["text/html"]);
  });

  it("documents path parameters and the query by their input side, and the body", () => {
    const parameters = sample.paths?.["/api/{sport}/{league}/fixtures"]?.get?.parameters ?? [];
    expect(parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "sport", in: "path", required: true }),
        expect.objectContaining({ name: "league", in: "path", required: true }),
        expect.objectContaining({ name: "limit", in: "query", schema: expect.objectContaining({ type: "integer" }) }),
      ]),
    );
    const body = sample.paths?.["/api/{sport}/{league}/pick"]?.post?.requestBody;
    expect(body).toMatchObject({ required: true, content: { "application/json": { schema: { required: ["fixtureId", "side"] } } } });
  });

  it("wraps the success in the payload envelope, null for a call without payload", () => {
    const created = sample.paths?.["/api/{sport}/{league}/pick"]?.post?.responses?.["200"];
    expect(created).toMatchObject({ content: { "application/json": { schema: { required: ["payload"], properties: { payload: { properties: { kind: { const: "NORMAL" } } } } } } } });
    const up = sample.paths?.["/api/health"]?.get?.responses?.["200"];
    expect(up).toMatchObject({ content: { "application/json": { schema: { properties: { payload: { type: "null" } } } } } });
  });

  it("lists each declared error code under its catalogue status, with the ones every call can answer", () => {
    const responses = sample.paths?.["/api/{sport}/{league}/pick"]?.post?.responses ?? {};
    const codes = (status: string) => responses[status]?.content?.["application/json"]?.schema?.properties?.error?.properties?.code?.enum;
    expect(codes("422")).toEqual(["PICK_CLOSED", "NO_ODDS", "ODDS_CHANGED"]);
    expect(codes("404")).toEqual(["NOT_FOUND"]);
    expect(codes("401")).toEqual(["UNAUTHORIZED"]);
    expect(codes("400")).toEqual(["VALIDATION_ERROR"]);
    expect(codes("500")).toEqual(["UNKNOWN"]);
    expect(responses["429"]?.headers).toHaveProperty("Retry-After");
    const health = sample.paths?.["/api/health"]?.get?.responses ?? {};
    expect(Object.keys(health).sort()).toEqual(["200", "429", "500", "503"]);
  });

  it("requires a session on auth calls, makes it optional on hybrid ones and asks none elsewhere", () => {
    expect(sample.components?.securitySchemes?.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(sample.paths?.["/api/{sport}/{league}/pick"]?.post?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(sample.paths?.["/api/{sport}/{league}/fixtures"]?.get?.security).toEqual([{}, { bearerAuth: [] }, { sessionCookie: [] }]);
    expect(sample.paths?.["/api/health"]?.get?.security).toEqual([]);
  });
});
