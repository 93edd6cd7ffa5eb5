import { z } from "zod";
import { idInput } from "../../app/lib/input-schemas.ts";
import { assignPackage } from "../../app/modules/packages/assign-package.server.ts";
import { checkPackageLimit } from "../../app/modules/packages/check-package-limit.server.ts";
import { packageFeatures } from "../../app/modules/packages/package-features.ts";
import { defineCall } from "./define-call.ts";

const heldView = (row: Awaited<ReturnType<typeof assignPackage>>) => ({
  id: row.id,
  user_id: row.userId,
  package_id: row.packageId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

export const packageCalls = [
  defineCall({
    method: "GET",
    path: "check-package-limit",
    auth: "user",
    tag: "Packages",
    summary: "Whether the actor's active packages allow a feature type: package_available, feature_available, limit_available",
    input: z.object({ type: z.enum(packageFeatures, { error: "invalidValue" }) }),
    handler: async ({ input, actor, services }) => ({ data: await checkPackageLimit(services.db, actor!, input.type) }),
  }),
  defineCall({
    method: "POST",
    path: "assign_package",
    auth: "user",
    tag: "Packages",
    summary: "Starts a free package for the actor (paid packages answer 402 until paid)",
    input: z.object({ package_id: idInput() }),
    handler: async ({ input, actor, services }) => ({
      data: heldView(await assignPackage(services.db, { actor: actor!, packageId: input.package_id })),
      message: "packageAssigned",
      status: 201,
    }),
  }),
  defineCall({
    method: "POST",
    path: "admin/assign-package",
    auth: "staff",
    tag: "Admin",
    summary: "Staff start any package (free or paid) for a user",
    input: z.object({ user_id: idInput(), package_id: idInput() }),
    handler: async ({ input, actor, services }) => ({
      data: heldView(await assignPackage(services.db, { actor: actor!, packageId: input.package_id, userId: input.user_id })),
      message: "packageAssigned",
      status: 201,
    }),
  }),
];
