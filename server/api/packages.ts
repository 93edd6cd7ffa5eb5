import { z } from "zod";
import { idInput } from "../../app/lib/input-schemas.ts";
import { assignPackage } from "../../app/modules/packages/assign-package.server.ts";
import { checkPackageLimit, packageCheckError } from "../../app/modules/packages/check-package-limit.server.ts";
import { deletePackage } from "../../app/modules/packages/delete-package.server.ts";
import { listStaffPackages } from "../../app/modules/packages/list-staff-packages.server.ts";
import { packageFeatures } from "../../app/modules/packages/package-features.ts";
import { packageDraftSchema } from "../../app/modules/packages/package-schemas.ts";
import { savePackage } from "../../app/modules/packages/save-package.server.ts";
import { setPackageActive } from "../../app/modules/packages/set-package-active.server.ts";
import { flagInput } from "../../app/lib/input-schemas.ts";
import { defineCall } from "./define-call.ts";
import { heldPackageAnswer, packageLimitAnswer, staffPackageAnswer } from "./answers/package.ts";

/** get_limits' package_type, in eBroker's web client's words (src/utils/helper.js): a listing, or a featured listing. */
const limitTypeOfPackageType = { property: "property_list", advertisement: "property_feature", project: "project_list" } as const;

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
    output: packageLimitAnswer,
    handler: async ({ input, actor, services }) => ({ data: await checkPackageLimit(services.db, actor, input.type) }),
  }),
  defineCall({
    method: "GET",
    path: "get_limits",
    auth: "user",
    tag: "Packages",
    summary:
      "check-package-limit as eBroker's web client asks it (package_type property, advertisement or project, or type): answers the check when the actor may, else the package error (403: no package, the feature missing, or its limit over)",
    input: z
      .object({
        package_type: z.enum(["property", "advertisement", "project"], { error: "invalidValue" }).optional(),
        type: z.enum(packageFeatures, { error: "invalidValue" }).optional(),
      })
      .refine((v) => v.package_type || v.type, { path: ["package_type"], error: "invalidValue" }),
    output: packageLimitAnswer,
    handler: async ({ input, actor, services }) => {
      const feature = input.type ?? limitTypeOfPackageType[input.package_type!];
      const check = await checkPackageLimit(services.db, actor, feature);
      if (!check.limit_available || !check.feature_available) throw packageCheckError(check, feature);
      return { data: check };
    },
  }),
  defineCall({
    method: "POST",
    path: "assign_package",
    auth: "user",
    tag: "Packages",
    summary: "Starts a free package for the actor (paid packages answer 402 until paid)",
    input: z.object({ package_id: idInput() }),
    output: heldPackageAnswer,
    handler: async ({ input, actor, services }) => ({
      data: heldView(await assignPackage(services.db, { actor, packageId: input.package_id })),
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
    output: heldPackageAnswer,
    handler: async ({ input, actor, services }) => ({
      data: heldView(await assignPackage(services.db, { actor, packageId: input.package_id, userId: input.user_id })),
      message: "packageAssigned",
      status: 201,
    }),
  }),
  defineCall({
    method: "GET",
    path: "admin/packages",
    auth: "staff",
    tag: "Admin",
    summary: "Every package, active or not, with its terms and whether it is in use (held or paid for)",
    input: z.object({}),
    output: z.array(staffPackageAnswer),
    handler: async ({ services }) => {
      const rows = await listStaffPackages(services.db);
      return { data: rows, total: rows.length };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/save-package",
    auth: "staff",
    tag: "Admin",
    summary:
      "Creates a package (no id) or changes one: names in Vietnamese and English, price in whole VND (0 is free), duration in days, each limited feature off, limited or unlimited, and the three flag features",
    input: packageDraftSchema,
    output: staffPackageAnswer,
    handler: async ({ input, actor, services }) => {
      const saved = await savePackage(services.db, { actor, draft: input });
      return { data: saved, message: "packageSaved", status: input.id === undefined ? 201 : 200 };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/package-status",
    auth: "staff",
    tag: "Admin",
    summary: "Takes a package off sale (is_active=0) or puts it back; periods already held run to their end",
    input: z.object({ id: idInput(), is_active: flagInput }),
    output: z.object({ id: z.number().int(), is_active: z.boolean() }),
    handler: async ({ input, actor, services }) => {
      await setPackageActive(services.db, { actor, packageId: input.id, isActive: input.is_active });
      return { data: { id: input.id, is_active: input.is_active }, message: input.is_active ? "packageActivated" : "packageDeactivated" };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/delete-package",
    auth: "staff",
    tag: "Admin",
    summary: "Deletes a package nobody held or paid for; one in use answers 409 and can only be deactivated",
    input: z.object({ id: idInput() }),
    output: z.object({ id: z.number().int() }),
    handler: async ({ input, actor, services }) => {
      await deletePackage(services.db, { actor, packageId: input.id });
      return { data: { id: input.id }, message: "packageDeleted" };
    },
  }),
];
