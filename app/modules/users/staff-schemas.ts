import { z } from "zod";
import { emailInput, idInput, requiredText } from "../../lib/input-schemas.ts";
import { staffRoles } from "../../lib/roles.ts";

/** Inviting a staff member: the API call and the staff page's form. */
export const inviteStaffSchema = z.object({
  email: emailInput,
  name: requiredText("nameRequired", 100),
  role: z.enum(staffRoles, { error: "invalidValue" }),
});

/** Setting an account's role; "user" takes a staff member's role away. */
export const staffRoleSchema = z.object({
  user_id: idInput(),
  role: z.enum(["user", ...staffRoles], { error: "invalidValue" }),
});
