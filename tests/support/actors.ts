import type { Actor } from "../../app/lib/actor.server.ts";
import type { Db } from "../../app/lib/db.server.ts";
import { toRole } from "../../app/lib/roles.ts";
import { createUser } from "./factories.ts";

/** A new user as a module sees the one asking (module tests call use cases without a request). */
export async function createActor(db: Db, overrides: Parameters<typeof createUser>[1] = {}): Promise<Actor> {
  const user = await createUser(db, overrides);
  return { id: user.id, role: toRole(user.role), name: user.name, email: user.email };
}
