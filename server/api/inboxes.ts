import { z } from "zod";
import { idInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { leadKinds, leadStates } from "../../app/modules/leads/lead-vocabulary.ts";
import { listLeads, updateLead } from "../../app/modules/leads/list-leads.server.ts";
import { replyToLead } from "../../app/modules/leads/reply-to-lead.server.ts";
import { decideReport } from "../../app/modules/reports/decide-report.server.ts";
import { listReports } from "../../app/modules/reports/list-reports.server.ts";
import { defineCall } from "./define-call.ts";
import { rowListAnswer } from "./answers/records.ts";

const leadFilter = z.object({
  ...pagingInput,
  kind: z.enum(leadKinds, { error: "invalidValue" }).optional(),
  state: z.enum(leadStates, { error: "invalidValue" }).optional(),
});

const leadChange = z
  .object({
    id: idInput(),
    state: z.enum(leadStates, { error: "invalidValue" }).optional(),
    assignee_id: z.union([z.literal("none"), idInput()]).optional(),
  })
  .refine((v) => v.state !== undefined || v.assignee_id !== undefined, { error: "invalidValue", path: ["state"] });

/** The inboxes where leads and reports are answered: the staff's, and each paid owner's leads. */
export const inboxCalls = [
  defineCall({
    method: "GET",
    path: "admin/reports",
    auth: "moderator",
    tag: "Admin",
    summary: "Reports of listings in one status (open by default), oldest first, with the listing, its owner and the reporter",
    input: z.object({ ...pagingInput, status: z.enum(["open", "dismissed", "actioned"], { error: "invalidValue" }).optional() }),
    output: rowListAnswer,
    handler: async ({ input, services, lang }) => {
      const page = await listReports(services.db, { status: input.status, limit: input.limit, offset: input.offset, lang });
      return { data: page.items, total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/decide-report",
    auth: "moderator",
    tag: "Admin",
    summary:
      "Decides an open report: dismiss; unpublish the listing (reason required, the owner sees it); or deactivate the listing's owner. Audited.",
    input: z.object({
      id: idInput(),
      decision: z.enum(["dismiss", "unpublish", "deactivate"], { error: "invalidValue" }),
      reason: z.string().trim().max(1000, { error: "textTooLong" }).optional(),
    }),
    output: z.object({ id: z.number().int(), status: z.enum(["dismissed", "actioned"]) }),
    handler: async ({ input, actor, services }) => ({
      data: await decideReport(services, { actor, ...input }),
      message: "decisionSaved",
    }),
  }),
  defineCall({
    method: "GET",
    path: "admin/leads",
    auth: "moderator",
    tag: "Admin",
    summary: "The team's inbox: forwarded inquiries and find-my-property requests, newest first, with state, assignee and age in hours",
    input: leadFilter,
    output: rowListAnswer,
    handler: async ({ input, actor, services }) => {
      const page = await listLeads(services.db, { actor, box: "staff", ...input });
      return { data: page.items, total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/update-lead",
    auth: "moderator",
    tag: "Admin",
    summary: "Sets a team lead's state (new, in_progress, done) and assignee (a staff member's id, or none)",
    input: leadChange,
    output: z.object({ id: z.number().int(), state: z.string(), assignee_id: z.number().int().nullable() }),
    handler: async ({ input, actor, services }) => ({
      data: await updateLead(services.db, {
        actor,
        id: input.id,
        state: input.state,
        assigneeId: input.assignee_id === "none" ? null : input.assignee_id,
      }),
      message: "decisionSaved",
    }),
  }),
  defineCall({
    method: "POST",
    path: "admin/reply-lead",
    auth: "moderator",
    tag: "Admin",
    summary:
      "Answers a team lead (inquiry, find-my-property request or contact message) by mail to its sender; a new lead becomes in progress",
    input: z.object({
      id: idInput(),
      message: z.string({ error: "replyRequired" }).trim().min(1, { error: "replyRequired" }).max(5000, { error: "textTooLong" }),
    }),
    rateLimit: { window: 60, max: 30 },
    output: z.object({ id: z.number().int(), state: z.string() }),
    handler: async ({ input, actor, services }) => ({
      data: await replyToLead(services, { actor, id: input.id, message: input.message }),
      message: "leadReplySent",
    }),
  }),
  defineCall({
    method: "GET",
    path: "get-leads",
    auth: "user",
    tag: "Leads and contact",
    summary: "The owner's leads inbox: inquiries that reached the owner directly (paid package), newest first, with their state",
    input: leadFilter,
    output: rowListAnswer,
    handler: async ({ input, actor, services }) => {
      const page = await listLeads(services.db, { actor, box: "owner", ...input });
      return { data: page.items, total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "update-lead",
    auth: "user",
    tag: "Leads and contact",
    summary: "Sets the state (new, in_progress, done) of one of the owner's own leads",
    input: z.object({ id: idInput(), state: z.enum(leadStates, { error: "invalidValue" }) }),
    output: z.object({ id: z.number().int(), state: z.string(), assignee_id: z.number().int().nullable() }),
    handler: async ({ input, actor, services }) => ({
      data: await updateLead(services.db, { actor: { ...actor, role: "user" }, id: input.id, state: input.state }),
      message: "decisionSaved",
    }),
  }),
];
