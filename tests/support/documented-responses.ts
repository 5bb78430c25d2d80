// Checks a real response against what the OpenAPI document says of its operation: the status is one the operation
// lists, the content type one it names for that status, and a JSON body validates against that status's schema.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";

type Schema = Record<string, unknown>;
type MediaType = { schema?: Schema };
export type DocumentedOperation = { responses: Record<string, { content?: Record<string, MediaType> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, DocumentedOperation>>; components?: Record<string, unknown> };

/** "image/*" names any image; parameters (charset) do not count. */
function mediaMatches(documented: string, sent: string): boolean {
  const [type, subtype] = documented.split("/");
  const [sentType, sentSubtype] = sent.split(";")[0].trim().toLowerCase().split("/");
  return type === sentType && (subtype === "*" || subtype === sentSubtype);
}

export function documentedResponseChecker(document: OpenApiDocument) {
  // strict: false lets OpenAPI's own keywords (a schema's example, a component's id) pass as annotations.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<Schema, ValidateFunction>();
  // The schema carries the document's components so that its "#/components/schemas/..." references resolve.
  const validatorOf = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile({ ...schema, components: document.components })));
    return validate;
  };

  /** What differs from the document; empty when the response is one the operation documents. */
  return function problems(operation: DocumentedOperation, status: number, contentType: string | null, text: string): string[] {
    const documented = operation.responses[String(status)];
    if (!documented) return [`status ${status} is not documented (${Object.keys(operation.responses).join(", ")}): ${text.slice(0, 200)}`];
    const media = Object.entries(documented.content ?? {}).find(([type]) => contentType && mediaMatches(type, contentType));
    if (!media) return [`content type ${contentType} is not documented for ${status}`];
    const [type, { schema }] = media;
    if (!schema) return [];
    // A raw answer (a CSV, a script, the document itself) is documented as a string: its body is that string.
    const isText = schema.type === "string" || !mediaMatches("application/json", type);
    let body: unknown = text;
    if (!isText) {
      try {
        body = JSON.parse(text);
      } catch {
        return [`body is not JSON: ${text.slice(0, 120)}`];
      }
    }
    const validate = validatorOf(schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || "body"} ${error.message} ${JSON.stringify(error.params)}`);
  };
}
