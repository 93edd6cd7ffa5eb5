import { leadRule } from "../../app/modules/leads/lead-rule.ts";
import { propertyRequirementSchema, submitLeadSchema } from "../../app/modules/leads/lead-schemas.ts";
import { submitLead } from "../../app/modules/leads/submit-lead.server.ts";
import { submitPropertyRequirement } from "../../app/modules/leads/submit-property-requirement.server.ts";
import { addReport } from "../../app/modules/reports/add-report.server.ts";
import { listReportReasons } from "../../app/modules/reports/list-report-reasons.server.ts";
import { addReportSchema } from "../../app/modules/reports/report-schemas.ts";
import { z } from "zod";
import { defineCall } from "./define-call.ts";
import { rowListAnswer, writtenAnswer } from "./answers/records.ts";

export const leadCalls = [
  defineCall({
    method: "POST",
    path: "submit-lead",
    auth: "optional",
    tag: "Leads and contact",
    summary:
      "Sends an inquiry about a public listing (name, email, optional phone, message, property_id). An owner on a paid package receives it directly; for a free-package owner it goes to the team and the owner is prompted to upgrade. The sender gets a confirmation mail; `routed_to` says which.",
    input: submitLeadSchema,
    rateLimit: leadRule,
    output: z.object({ id: z.number().int(), routed_to: z.enum(["owner", "staff"]) }),
    handler: async ({ input, actor, services, lang }) => ({
      data: await submitLead(services, { actor, lead: input, lang }),
      message: "leadSent",
      status: 201,
    }),
  }),
  defineCall({
    method: "POST",
    path: "submit-property-requirement",
    auth: "optional",
    tag: "Leads and contact",
    summary:
      "Asks the team to find a property (the multi-step find-my-property request): purpose buy|rent, category_id, province_code and ward_codes, budget_min and budget_max in whole VND, bedrooms, other_needs, timeline immediately|within_1_month|within_3_months|within_6_months|just_looking, and the contact (name, email, optional phone). The team answers within 24 hours; the sender gets a confirmation mail.",
    input: propertyRequirementSchema,
    rateLimit: leadRule,
    output: writtenAnswer,
    handler: async ({ input, actor, services, lang }) => ({
      data: await submitPropertyRequirement(services, { actor, request: input, lang }),
      message: "requirementSent",
      status: 201,
    }),
  }),
  defineCall({
    method: "GET",
    path: "get_report_reasons",
    auth: "public",
    tag: "Chat and safety",
    summary: "The reasons a listing can be reported for, in the request's language",
    input: z.object({}),
    cacheSeconds: 300,
    output: rowListAnswer,
    handler: async ({ services, lang }) => {
      const data = await listReportReasons(services.db, lang);
      return { data, total: data.length };
    },
  }),
  defineCall({
    method: "POST",
    path: "add_reports",
    auth: "user",
    tag: "Chat and safety",
    summary:
      'Reports a public listing: reason_id from get_report_reasons, or reason_id 0 / "other" (or none) with other_message. One open report per user and listing.',
    input: addReportSchema,
    rateLimit: { window: 3600, max: 20 },
    output: writtenAnswer,
    handler: async ({ input, actor, services }) => ({
      data: await addReport(services.db, actor, input),
      message: "reportSent",
      status: 201,
    }),
  }),
];
