/**
 * Turns query strings and form bodies into nested objects, understanding bracket
 * notation: `parameters[0][parameter_id]=3`, `gallery_images[]=…`, `a[b]=c`.
 * A key repeated without brackets becomes an array.
 */
import { AppError } from "../../app/lib/errors.ts";

export type InputValue = string | File | InputValue[] | { [key: string]: InputValue };
export type InputObject = { [key: string]: InputValue };

const maxDepth = 5;
const maxIndex = 1000;
/** Deepest nesting a JSON body may have; the spec's bodies nest three levels at most. */
export const maxJsonDepth = 10;
/** Most fields (object keys, list items and form entries, all levels together) one request may carry. */
export const maxInputEntries = 2000;

export function parseKey(key: string): string[] {
  const first = key.indexOf("[");
  if (first <= 0 || !key.endsWith("]")) return [key];
  const head = key.slice(0, first);
  const rest = key.slice(first);
  const parts = [...rest.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  if (parts.join("").length + parts.length * 2 !== rest.length) return [key];
  return [head, ...parts].slice(0, maxDepth + 1);
}

function isIndex(part: string): boolean {
  return part === "" || (/^\d+$/.test(part) && Number(part) <= maxIndex);
}

export function assign(target: InputObject, key: string, value: string | File): void {
  const path = parseKey(key);
  let node: InputObject | InputValue[] = target;
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!;
    const last = i === path.length - 1;
    const nextIsIndex = !last && isIndex(path[i + 1]!);
    if (Array.isArray(node)) {
      // A list takes only indexes up to maxIndex: `a[0]=x&a[999999999]=y` must not build a huge sparse array.
      if (!isIndex(part) || node.length > maxIndex) return;
      const index = part === "" ? node.length : Number(part);
      if (last) {
        node[index] = value;
        return;
      }
      let child: InputValue | undefined = node[index];
      if (child === undefined || typeof child === "string" || child instanceof File) {
        child = nextIsIndex ? [] : {};
        node[index] = child;
      }
      node = child as InputObject | InputValue[];
      continue;
    }
    if (part === "__proto__" || part === "constructor" || part === "prototype") return;
    if (last) {
      const existing = node[part];
      if (existing === undefined) node[part] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else node[part] = [existing, value];
      return;
    }
    let child: InputValue | undefined = node[part];
    if (child === undefined || typeof child === "string" || child instanceof File) {
      child = nextIsIndex ? [] : {};
      node[part] = child;
    }
    node = child as InputObject | InputValue[];
  }
}

/** Sparse arrays from `a[3]=x` are compacted so schemas see plain lists. */
function compact(value: InputValue): InputValue {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (typeof value === "object" && !(value instanceof File)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  }
  return value;
}

export function entriesToObject(entries: Iterable<[string, string | File]>): InputObject {
  const out: InputObject = Object.create(null);
  let count = 0;
  for (const [key, value] of entries) {
    if (++count > maxInputEntries) throw new AppError("INPUT_TOO_COMPLEX", { vars: { depth: maxJsonDepth, entries: maxInputEntries } });
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0"))) throw new AppError("VALIDATION");
    assign(out, key, value);
  }
  return { ...(compact(out) as InputObject) };
}

/**
 * Refuses a parsed JSON value nested deeper than maxJsonDepth or carrying more than
 * maxInputEntries keys and items, or a string with a NUL character (PostgreSQL text cannot
 * hold one); walks with its own stack, so no depth can overflow it.
 */
export function assertBoundedInput(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  let entries = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node === "string" && node.includes("\0")) throw new AppError("VALIDATION");
    if (node === null || typeof node !== "object") continue;
    if (depth >= maxJsonDepth) throw new AppError("INPUT_TOO_COMPLEX", { vars: { depth: maxJsonDepth, entries: maxInputEntries } });
    if (!Array.isArray(node) && Object.keys(node).some((key) => key.includes("\0"))) throw new AppError("VALIDATION");
    const children = Array.isArray(node) ? node : Object.values(node);
    entries += children.length;
    if (entries > maxInputEntries) throw new AppError("INPUT_TOO_COMPLEX", { vars: { depth: maxJsonDepth, entries: maxInputEntries } });
    for (const child of children) stack.push([child, depth + 1]);
  }
}

/** Reads the body's bytes or form; a body that cannot be read or parsed is the client's fault. */
async function readBody<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BODY_UNREADABLE", { cause: error });
  }
}

/** Reads the input of a request: the query for GET/DELETE, the body (JSON, urlencoded, multipart) otherwise, merged over the query. */
export async function readRequestInput(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const query = entriesToObject(url.searchParams.entries());
  if (request.method === "GET" || request.method === "HEAD" || request.method === "DELETE") return query;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const text = await readBody(() => request.text());
    if (!text.trim()) return query;
    const body: unknown = JSON.parse(text);
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw new SyntaxError("JSON body must be an object");
    assertBoundedInput(body);
    return { ...query, ...(body as Record<string, unknown>) };
  }
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const form = await readBody(() => request.formData());
    return { ...query, ...entriesToObject(form.entries() as Iterable<[string, string | File]>) };
  }
  return query;
}
