import { z } from "zod";
import type { AnyCall } from "./define-call.ts";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

function inputSchema(call: AnyCall): JsonSchema {
  return z.toJSONSchema(call.input, { io: "input", unrepresentable: "any", target: "openapi-3.0" }) as JsonSchema;
}

function outputSchema(call: AnyCall): JsonSchema {
  return z.toJSONSchema(call.output, { io: "output", unrepresentable: "any", target: "openapi-3.0" }) as JsonSchema;
}

const envelopeSchema = (call: AnyCall, list: boolean) => ({
  type: "object",
  required: ["error", "message", "data"],
  properties: {
    error: { type: "boolean" },
    message: { type: "string" },
    data: outputSchema(call),
    ...(list ? { total: { type: "integer" } } : {}),
  },
});

const errorResponses = {
  "400": {
    description: "Validation failed; message is the spec's wording",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  },
  "401": { description: "You have not logged in" },
  "403": { description: "Not allowed (deactivated, demo mode, not owner, package missing)" },
  "429": { description: "Too many requests, try again later" },
  "500": { description: "Oops! Something went wrong" },
};

/** The OpenAPI 3 document, generated from the same Zod schemas that validate each call. */
export function buildOpenApi(calls: AnyCall[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const schema = inputSchema(call);
    const isList = "offset" in (schema.properties ?? {}) || "page" in (schema.properties ?? {});
    const operation: Record<string, unknown> = {
      // "-" spelled "__" so that aliases differing only in it (get-package, get_package) keep distinct ids.
      operationId: `${call.method.toLowerCase()}_${call.path.replace(/-/g, "__").replace(/[^a-z0-9_]+/gi, "_")}`,
      summary: call.summary,
      tags: [call.tag],
      security:
        call.auth === "public" ? [] : call.auth === "optional" ? [{}, { bearer: [] }, { cookie: [] }] : [{ bearer: [] }, { cookie: [] }],
      "x-auth": call.auth,
      responses: {
        "200": {
          description: "Success",
          content: {
            "application/json": { schema: envelopeSchema(call, isList) },
            ...Object.fromEntries((call.fileTypes ?? []).map((type) => [type, { schema: { type: "string", format: "binary" } }])),
          },
        },
        ...errorResponses,
      },
    };
    if (call.method === "GET" || call.method === "DELETE") {
      operation.parameters = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
        name,
        in: "query",
        required: schema.required?.includes(name) ?? false,
        schema: property,
      }));
    } else {
      operation.requestBody = {
        required: true,
        content: {
          "application/json": { schema },
          "application/x-www-form-urlencoded": { schema },
          "multipart/form-data": { schema },
        },
      };
    }
    paths[`/api/${call.path}`] ??= {};
    paths[`/api/${call.path}`]![call.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Nhà Đất API",
      version: "1.0.0",
      description:
        "Every response is { error, message, data } (lists add total). Messages follow Accept-Language (vi default, en). Send Authorization: Bearer <token>, or the session cookie.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "nhadat.session_token" },
      },
      schemas: {
        Error: {
          type: "object",
          properties: {
            error: { type: "boolean", enum: [true] },
            message: { type: "string" },
            data: { nullable: true },
            errors: { type: "object", additionalProperties: { type: "string" } },
          },
        },
      },
    },
    paths,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A readable, dependency-free reference page for /api/docs. */
export function renderApiDocs(calls: AnyCall[]): string {
  const tags = [...new Set(calls.map((call) => call.tag))];
  const sections = tags
    .map((tag) => {
      const rows = calls
        .filter((call) => call.tag === tag)
        .map((call) => {
          const schema = inputSchema(call);
          const params = Object.entries(schema.properties ?? {})
            .map(([name, property]) => {
              const type = (property.type as string | undefined) ?? (property.anyOf ? "any of" : "value");
              const required = schema.required?.includes(name) ? " <strong>required</strong>" : "";
              return `<li><code>${escapeHtml(name)}</code> <span>${escapeHtml(String(type))}</span>${required}</li>`;
            })
            .join("");
          return `<article><h3><span class="m ${call.method}">${call.method}</span> <code>/api/${escapeHtml(call.path)}</code></h3>
<p>${escapeHtml(call.summary)} · auth: <em>${call.auth}</em></p>${params ? `<ul>${params}</ul>` : "<p>No parameters.</p>"}</article>`;
        })
        .join("\n");
      return `<section><h2>${escapeHtml(tag)}</h2>${rows}</section>`;
    })
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nhà Đất API reference</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1f2937}
h1{font-size:1.6rem}h2{border-bottom:1px solid #e5e7eb;padding-bottom:.25rem;margin-top:2rem}
article{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
h3{font-size:1rem;margin:0}.m{display:inline-block;min-width:3.5rem;border-radius:.25rem;padding:0 .4rem;color:#fff;font-size:.8rem;text-align:center}
.GET{background:#1d4ed8}.POST{background:#047857}.DELETE{background:#b91c1c}code{font-size:.9rem}ul{margin:.25rem 0;padding-left:1.25rem}
</style></head><body><main><h1>Nhà Đất API reference</h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Responses are <code>{ error, message, data }</code>; lists add <code>total</code>.</p>
${sections}</main></body></html>`;
}
