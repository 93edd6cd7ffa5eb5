/**
 * Replays the calls eBroker's own clients make, exactly as they make them, and checks every field
 * they read with the type they cast it to (docs/architecture.md, "The API contract").
 *
 * A call is written as the client sends it: axios sends an unset parameter as `key=`, Dart sends
 * the text "null"; sign-in is multipart. Field paths name what the client reads:
 * `data.slider_section[].image` means "data.slider_section is a non-empty list and every item has
 * an image". A list the fixture leaves empty fails the check: a field nobody can see is unchecked.
 */
import type { ApiResponse, TestContext } from "../../../tests/support/test-app.ts";

/**
 * How the client casts a field: `string`, `number` (a JSON number), `int` (a whole JSON number),
 * `bool`, `list`, `object`, `numeric` (a number or a numeric string: Dart's `int.parse(x.toString())`),
 * `text` (a string or a number: JavaScript/Dart string interpolation), `any` (present, read as is).
 * A trailing `?` allows null.
 */
export type FieldType =
  | "string"
  | "number"
  | "int"
  | "bool"
  | "list"
  | "object"
  | "numeric"
  | "text"
  | "any"
  | `${"string" | "number" | "int" | "bool" | "list" | "object" | "numeric" | "text"}?`;

export interface ReplayedCall {
  /** Where the client makes the call and reads the fields (repository path:line), for the reader. */
  source: string;
  method: "GET" | "POST" | "DELETE";
  /** The path after /api/, as the client spells it. */
  path: string;
  /** Parameters as the client sends them; `{name}` takes a value remembered from an earlier answer. */
  params?: Record<string, string>;
  /** query for GET/DELETE; multipart or form for POST (the clients send both). */
  encoding?: "query" | "multipart" | "form";
  /** Sends the token captured from the sign-in call. */
  signedIn?: boolean;
  /** The status the client expects (200 unless the call should fail, e.g. a gate). */
  status?: number;
  /** Field path → type, every field the client reads from this answer. */
  reads: Record<string, FieldType>;
  /** Values to remember for later calls: name → field path (`data[0].id`, `token`). */
  remember?: Record<string, string>;
}

export interface ReplayResult {
  call: ReplayedCall;
  status: number;
  /** One line per field that is missing or of the wrong type. */
  problems: string[];
  fieldsChecked: number;
}

function typeMatches(value: unknown, type: FieldType): boolean {
  const nullable = type.endsWith("?");
  if (value === null) return nullable || type === "any";
  const base = (nullable ? type.slice(0, -1) : type) as FieldType;
  switch (base) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "int":
      return typeof value === "number" && Number.isInteger(value);
    case "bool":
      return typeof value === "boolean";
    case "list":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && !Array.isArray(value);
    case "numeric":
      return (
        (typeof value === "number" && Number.isFinite(value)) ||
        (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
      );
    case "text":
      return typeof value === "string" || typeof value === "number";
    case "any":
      return value !== undefined;
    default:
      return false;
  }
}

/** The values at a path (`data.items[].id`); each step into a list fans out over its items. */
export function valuesAt(root: unknown, path: string): { values: unknown[]; problem?: string } {
  let current: unknown[] = [root];
  const steps = path.split(".");
  for (const [index, step] of steps.entries()) {
    const match = /^([^[\]]+)((?:\[\d*\])*)$/.exec(step);
    if (!match) return { values: [], problem: `bad path ${path}` };
    const key = match[1]!;
    const brackets = match[2]!.match(/\[\d*\]/g) ?? [];
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || typeof value !== "object" || Array.isArray(value) || !(key in value)) {
        return { values: [], problem: `${steps.slice(0, index + 1).join(".")} is missing` };
      }
      next.push((value as Record<string, unknown>)[key]);
    }
    current = next;
    for (const bracket of brackets) {
      const fanned: unknown[] = [];
      for (const value of current) {
        if (!Array.isArray(value)) return { values: [], problem: `${steps.slice(0, index + 1).join(".")} is not a list` };
        if (value.length === 0)
          return { values: [], problem: `${steps.slice(0, index + 1).join(".")} is an empty list (nothing to check)` };
        if (bracket === "[]") fanned.push(...value);
        else {
          const at = Number(bracket.slice(1, -1));
          if (at >= value.length) return { values: [], problem: `${steps.slice(0, index + 1).join(".")}${bracket} is missing` };
          fanned.push(value[at]);
        }
      }
      current = fanned;
    }
  }
  return { values: current };
}

/** Every problem with one answer against what its client reads. */
export function checkFields(body: unknown, reads: Record<string, FieldType>): string[] {
  const problems: string[] = [];
  for (const [path, type] of Object.entries(reads)) {
    const { values, problem } = valuesAt(body, path);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const wrong = values.findIndex((value) => !typeMatches(value, type));
    if (wrong >= 0) problems.push(`${path}: expected ${type}, got ${String(JSON.stringify(values[wrong])).slice(0, 80)}`);
  }
  return problems;
}

function fill(template: string, memory: Map<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => memory.get(name) ?? whole);
}

/** A client's session: calls replayed in order, each seeing what the earlier ones remembered. */
export function createReplayer(ctx: TestContext): (call: ReplayedCall) => Promise<ReplayResult> {
  const memory = new Map<string, string>();
  return async (call) => {
    const params: [string, string][] = Object.entries(call.params ?? {}).map(([key, value]) => [key, fill(value, memory)]);
    const headers: Record<string, string> = {};
    if (call.signedIn && memory.has("token")) headers.authorization = `Bearer ${memory.get("token")}`;
    let res: ApiResponse;
    const encoding = call.encoding ?? (call.method === "POST" ? "multipart" : "query");
    if (encoding === "query") {
      const query = new URLSearchParams(params).toString();
      res = await ctx.api(call.method, query ? `${call.path}?${query}` : call.path, { headers });
    } else if (encoding === "multipart") {
      const form = new FormData();
      for (const [key, value] of params) form.append(key, value);
      res = await ctx.api(call.method, call.path, { body: form, headers });
    } else {
      res = await ctx.api(call.method, call.path, { body: new URLSearchParams(params), headers });
    }
    const expected = call.status ?? 200;
    const problems =
      res.status === expected
        ? checkFields(res.body, call.reads)
        : [`status ${res.status} (expected ${expected}): ${res.body?.message ?? ""}`];
    for (const [name, path] of Object.entries(call.remember ?? {})) {
      const { values } = valuesAt(res.body, path);
      if (values[0] !== undefined && values[0] !== null) memory.set(name, String(values[0]));
      else problems.push(`could not remember ${name} from ${path}`);
    }
    return { call, status: res.status, problems, fieldsChecked: Object.keys(call.reads).length };
  };
}
