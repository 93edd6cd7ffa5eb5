import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { Actor } from "../../app/lib/actor.server.ts";
import { defineCall, type ActorFor, type AuthLevel } from "./define-call.ts";

// The actor's type follows the call's auth level; `npm run typecheck` checks these lines too.
describe("defineCall", () => {
  it("gives signed-in handlers an actor, and public or optional ones a possibly absent actor", () => {
    expectTypeOf<ActorFor<"user">>().toEqualTypeOf<Actor>();
    expectTypeOf<ActorFor<"moderator">>().toEqualTypeOf<Actor>();
    expectTypeOf<ActorFor<"staff">>().toEqualTypeOf<Actor>();
    expectTypeOf<ActorFor<"public">>().toEqualTypeOf<Actor | null>();
    expectTypeOf<ActorFor<"optional">>().toEqualTypeOf<Actor | null>();
    expectTypeOf<ActorFor<AuthLevel>>().toEqualTypeOf<Actor | null>();
  });

  it("infers the level from the declaration", () => {
    const seen: (number | null)[] = [];
    const signedIn = defineCall({
      method: "GET",
      path: "x",
      auth: "user",
      tag: "T",
      summary: "s",
      input: z.object({}),
      output: z.unknown(),
      handler: async ({ actor }) => {
        expectTypeOf(actor).toEqualTypeOf<Actor>();
        seen.push(actor.id);
        return { data: null };
      },
    });
    const open = defineCall({
      method: "GET",
      path: "y",
      auth: "optional",
      tag: "T",
      summary: "s",
      input: z.object({}),
      output: z.unknown(),
      handler: async ({ actor }) => {
        expectTypeOf(actor).toEqualTypeOf<Actor | null>();
        seen.push(actor?.id ?? null);
        return { data: null };
      },
    });
    expect([signedIn.auth, open.auth]).toEqual(["user", "optional"]);
  });
});
