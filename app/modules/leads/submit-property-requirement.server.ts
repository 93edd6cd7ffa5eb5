import { eq, inArray } from "drizzle-orm";
import { categories, leads, wards } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { formatExactAmount } from "../../lib/format/format-amount.ts";
import { translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { getMoneyDisplay } from "../settings/get-shell-settings.server.ts";
import { deliverToStaff, queueStaffMail } from "./deliver-to-staff.server.ts";
import type { PropertyRequirementInput } from "./lead-schemas.ts";
import { queueSenderConfirmation, type LeadDeps } from "./submit-lead.server.ts";

/**
 * submit-property-requirement: a find-my-property request (docs/product.md, "Who uses it"). It goes to the
 * team's inbox, which answers within 24 hours; the sender gets a confirmation mail. Both mails are
 * queued in the transaction that stores the request and sent after it commits.
 */
export async function submitPropertyRequirement(
  services: LeadDeps,
  input: { actor: Actor | null; request: PropertyRequirementInput; lang: LanguageCode },
): Promise<{ id: number }> {
  const { request, lang } = input;
  if (request.category_id !== undefined) {
    const [category] = await services.db.select({ id: categories.id }).from(categories).where(eq(categories.id, request.category_id));
    if (!category) throw new AppError("VALIDATION", { fields: { category_id: "categoryRequired" } });
  }
  const wardCodes = [...new Set(request.ward_codes ?? [])];
  if (wardCodes.length > 0) {
    const known = await services.db.select({ code: wards.code }).from(wards).where(inArray(wards.code, wardCodes));
    if (known.length !== wardCodes.length) throw new AppError("VALIDATION", { fields: { ward_codes: "invalidValue" } });
  }
  const money = await getMoneyDisplay(services.db);
  const vnd = (n: number | undefined) => (n === undefined ? "—" : formatExactAmount(n, money, "vi"));
  // The request and its mails are one transaction: a request not stored mails no one.
  const id = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        kind: "requirement",
        routedTo: "staff",
        senderId: input.actor?.id ?? null,
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        message: request.other_needs ?? "",
        lang,
        purpose: request.purpose,
        categoryId: request.category_id ?? null,
        provinceCode: request.province_code ?? null,
        wardCodes,
        budgetMin: request.budget_min ?? null,
        budgetMax: request.budget_max ?? null,
        bedrooms: request.bedrooms ?? null,
        timeline: request.timeline,
      })
      .returning({ id: leads.id });
    await queueStaffMail(tx, services.logger, {
      subject: `[Tìm nhà #${row!.id}] ${request.purpose === "buy" ? "Mua" : "Thuê"} — ${request.name}`,
      text: [
        `Từ: ${request.name} <${request.email}> ${request.phone ?? ""}`,
        `Nhu cầu: ${request.purpose}; loại: ${request.category_id ?? "—"}; phường: ${(request.ward_codes ?? []).join(", ") || "—"}`,
        `Ngân sách: ${vnd(request.budget_min)} – ${vnd(request.budget_max)}; phòng ngủ: ${request.bedrooms ?? "—"}; thời gian: ${request.timeline}`,
        "",
        request.other_needs ?? "",
      ].join("\n"),
      url: "/admin/leads?kind=requirement",
    });
    await queueSenderConfirmation(
      tx,
      request.email,
      lang,
      translate(lang, "requirementConfirmSubject"),
      translate(lang, "requirementConfirmBody"),
    );
    return row!.id;
  });
  await deliverToStaff(services, {
    titleKey: "requirementToStaffTitle",
    vars: { name: request.name },
    url: "/admin/leads?kind=requirement",
    type: "lead",
  });
  return { id };
}
