import { data, redirect, type RouterContextProvider } from "react-router";
import type { Actor } from "./actor.server.ts";
import { requestContext } from "./app-context.server.ts";
import { signInPath } from "./return-to.ts";
import type { StaffRole } from "./roles.ts";

export type { StaffRole };

type Context = Readonly<RouterContextProvider>;

/** The signed-in actor, or a redirect to sign in that comes back to this page. */
export async function requireUser(context: Context, request: Request): Promise<Actor> {
  const actor = await context.get(requestContext).getActor();
  if (!actor) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  return actor;
}

/** True when the actor holds one of `roles`; an admin holds every role. */
export function hasStaffRole(actor: Pick<Actor, "role">, roles: readonly StaffRole[] = ["admin"]): boolean {
  const role: string = actor.role;
  return role === "admin" || roles.some((allowed) => allowed === role);
}

/**
 * A staff member allowed on this page: a visitor is sent to sign in and back, a signed-in
 * user without one of `roles` gets the 403 page.
 */
export async function requireStaff(context: Context, request: Request, roles: readonly StaffRole[] = ["admin"]): Promise<Actor> {
  const actor = await requireUser(context, request);
  if (!hasStaffRole(actor, roles)) throw data({ reason: "forbidden" }, { status: 403 });
  return actor;
}
