import { count, sql } from "drizzle-orm";
import { verificationFormFields } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";

/**
 * The agent verification form a site starts with: who the agent is (name and citizen ID as on
 * the CCCD, with its photo), the brokerage licence or certificate Vietnamese law asks of a
 * broker, and years of practice. Staff edit, reorder or remove any of it at /admin/verification-form.
 */
export const defaultVerificationForm = [
  { kind: "text", labelVi: "Họ và tên (như trên CCCD)", labelEn: "Full name (as on the citizen ID card)", isRequired: true },
  { kind: "text", labelVi: "Số CCCD", labelEn: "Citizen ID card (CCCD) number", isRequired: true },
  { kind: "file", labelVi: "Ảnh chụp CCCD", labelEn: "Photo of the citizen ID card (CCCD)", isRequired: true },
  {
    kind: "file",
    labelVi: "Chứng chỉ hành nghề môi giới bất động sản",
    labelEn: "Real estate brokerage licence or certificate",
    isRequired: true,
  },
  { kind: "number", labelVi: "Số năm hành nghề", labelEn: "Years of practice", isRequired: false },
] as const;

/**
 * Gives a site that has never had an agent verification form the default one; a site whose
 * staff built or removed fields (removed ones are kept inactive) is left as it is. Runs at
 * every start; processes starting together take turns, so the form is added once.
 */
export async function ensureDefaultVerificationForm(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('verification_form_fields default'))`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(verificationFormFields);
    if (n > 0) return false;
    await tx.insert(verificationFormFields).values(defaultVerificationForm.map((field, index) => ({ ...field, sortOrder: index + 1 })));
    return true;
  });
}
