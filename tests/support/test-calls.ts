import { z } from "zod";
import { defineCall, type AnyCall } from "../../server/api/define-call.ts";

/** Files become { name, size, type } so the echo can answer in JSON. */
function describeFiles(value: unknown): unknown {
  if (value instanceof File) return { name: value.name, size: value.size, type: value.type };
  if (Array.isArray(value)) return value.map(describeFiles);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, describeFiles(inner)]));
  }
  return value;
}

const anyInput = z.record(z.string(), z.unknown());

/** Test-only calls that expose the machinery: echo the parsed input, throw, require a login, answer a lot. */
export const machineryCalls: AnyCall[] = [
  defineCall({
    method: "POST",
    path: "test_echo",
    auth: "public",
    tag: "Test",
    summary: "Echoes the parsed input",
    input: anyInput,
    output: z.unknown(),
    handler: async ({ input }) => ({ data: describeFiles(input) }),
  }),
  defineCall({
    method: "GET",
    path: "test_echo",
    auth: "public",
    tag: "Test",
    summary: "Echoes the parsed query",
    input: anyInput,
    output: z.unknown(),
    handler: async ({ input }) => ({ data: input }),
  }),
  defineCall({
    method: "GET",
    path: "test_boom",
    auth: "public",
    tag: "Test",
    summary: "Fails with a plain Error",
    input: z.object({}),
    output: z.unknown(),
    handler: async () => {
      throw new Error("connection string postgres://secret@db leaked");
    },
  }),
  defineCall({
    method: "GET",
    path: "test_whoami",
    auth: "user",
    tag: "Test",
    summary: "Answers the actor",
    input: z.object({}),
    output: z.unknown(),
    handler: async ({ actor }) => ({ data: actor }),
  }),
  defineCall({
    method: "GET",
    path: "test_staff",
    auth: "staff",
    tag: "Test",
    summary: "Staff only",
    input: z.object({}),
    output: z.unknown(),
    handler: async ({ actor }) => ({ data: { id: actor?.id } }),
  }),
  defineCall({
    method: "GET",
    path: "test_large",
    auth: "public",
    tag: "Test",
    summary: "A large cacheable list",
    cacheSeconds: 60,
    input: z.object({ count: z.coerce.number().int().max(5000).default(2000) }),
    output: z.unknown(),
    handler: async ({ input }) => {
      const data = Array.from({ length: input.count }, (_, i) => ({
        id: i + 1,
        title: `Căn hộ số ${i + 1} Quận 7`,
        price: 1_500_000_000 + i,
      }));
      return { data, total: data.length };
    },
  }),
];
