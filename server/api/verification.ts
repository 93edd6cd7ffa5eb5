import { z } from "zod";
import { listingChecks, verificationKinds, verificationRequestStatuses } from "../../app/modules/verification/verification-vocabulary.ts";
import { idInput, optionalText, pagingInput } from "../../app/lib/input-schemas.ts";
import { applyAgentVerification } from "../../app/modules/verification/apply-agent-verification.server.ts";
import { getAgentVerification } from "../../app/modules/verification/get-agent-verification.server.ts";
import {
  listFormFields,
  removeFormField,
  saveFormField,
  toSpecFormField,
} from "../../app/modules/verification/manage-form-fields.server.ts";
import { decideVerification, listVerificationQueue } from "../../app/modules/verification/review-verification.server.ts";
import { formFieldSchema } from "../../app/modules/verification/verification-form-schemas.ts";
import { getListingVerification } from "../../app/modules/verification/listing-badge.server.ts";
import { maxProofPhotos, requestListingVerification } from "../../app/modules/verification/request-listing-verification.server.ts";
import { defineCall } from "./define-call.ts";
import { rowAnswer, rowListAnswer } from "./answers/records.ts";

const answerValue = z.union(
  [z.string().max(5000, { error: "textTooLong" }), z.array(z.string().max(500, { error: "textTooLong" })).max(30), z.instanceof(File)],
  {
    error: "invalidValue",
  },
);

/** Staff see both labels and every setting of a field. */
function staffField(field: Awaited<ReturnType<typeof listFormFields>>[number]) {
  return {
    id: field.id,
    kind: field.kind,
    label_vi: field.labelVi,
    label_en: field.labelEn,
    is_required: field.isRequired,
    options: field.options,
    sort_order: field.sortOrder,
  };
}

/** The actor's agent verification: its state and latest answers (get-agent-verification.server.ts). */
const agentVerificationAnswer = z.object({
  status: z.string(),
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  values: z.array(z.object({ id: z.number().int(), name: z.string(), field_type: z.string(), file_url: z.string().nullable() }).loose()),
});

export const verificationCalls = [
  defineCall({
    method: "GET",
    path: "get-agent-verification-form-fields",
    auth: "user",
    tag: "Agents",
    summary: "The agent verification form's fields in order, labelled in the reader's language",
    input: z.object({}),
    output: rowListAnswer,
    handler: async ({ services, lang }) => {
      const fields = await listFormFields(services.db);
      return { data: fields.map((field) => toSpecFormField(field, lang)), total: fields.length };
    },
  }),
  defineCall({
    method: "POST",
    path: "apply-agent-verification",
    auth: "user",
    tag: "Agents",
    summary:
      "Applies for agent verification (initial or failed accounts): form_fields is a list of id and value; file fields go as multipart",
    input: z.object({
      form_fields: z
        .array(z.object({ id: idInput(), value: answerValue.optional() }), { error: "invalidValue" })
        .max(100, { error: "invalidValue" })
        .optional(),
    }),
    rateLimit: { window: 3600, max: 10 },
    output: z.object({ id: z.number().int(), status: z.literal("pending") }),
    handler: async ({ input, actor, services }) => ({
      data: await applyAgentVerification(services, { actor, answers: input.form_fields ?? [] }),
      message: "agentVerificationSent",
      status: 201,
    }),
  }),
  defineCall({
    method: "GET",
    path: "get-agent-verification-form-values",
    auth: "user",
    tag: "Agents",
    summary: "The caller's agent verification: status (initial, pending, verified, failed), the reason of a failure and the answers sent",
    input: z.object({}),
    output: agentVerificationAnswer,
    handler: async ({ actor, services, lang }) => ({ data: await getAgentVerification(services.db, { actor, lang }) }),
  }),
  defineCall({
    method: "GET",
    path: "admin/verification-form-fields",
    auth: "staff",
    tag: "Admin",
    summary: "The agent verification form as staff build it: both labels, required, options and order",
    input: z.object({}),
    output: rowListAnswer,
    handler: async ({ services }) => {
      const fields = await listFormFields(services.db);
      return { data: fields.map(staffField), total: fields.length };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/save-verification-form-field",
    auth: "staff",
    tag: "Admin",
    summary: "Adds a field to the agent verification form, or changes one (with id); audited",
    input: formFieldSchema,
    output: rowAnswer,
    handler: async ({ input, actor, services }) => ({
      data: staffField(await saveFormField(services.db, { actor, field: input })),
      message: "verificationFieldSaved",
    }),
  }),
  defineCall({
    method: "POST",
    path: "admin/remove-verification-form-field",
    auth: "staff",
    tag: "Admin",
    summary: "Removes a field from the agent verification form; answers already sent keep it; audited",
    input: z.object({ id: idInput() }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await removeFormField(services.db, { actor, id: input.id });
      return { data: null, message: "verificationFieldRemoved" };
    },
  }),
  defineCall({
    method: "GET",
    path: "admin/verification-requests",
    auth: "moderator",
    tag: "Admin",
    summary: "Agent applications or listing verification requests with their answers and files, pending oldest first by default",
    input: z.object({
      ...pagingInput,
      kind: z.enum(verificationKinds, { error: "invalidValue" }),
      status: z.enum(verificationRequestStatuses, { error: "invalidValue" }).optional(),
    }),
    output: rowListAnswer,
    handler: async ({ input, services }) => {
      const page = await listVerificationQueue(services.db, input);
      return { data: page.items, total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "admin/decide-verification",
    auth: "moderator",
    tag: "Admin",
    summary: "Verifies or fails (with a reason the user sees) an agent application or a listing verification request; audited",
    input: z.object({
      id: idInput(),
      decision: z.enum(["verify", "fail"], { error: "invalidValue" }),
      reason: optionalText(1000),
      checks: z
        .array(z.enum(listingChecks, { error: "invalidValue" }))
        .max(listingChecks.length)
        .optional(),
    }),
    output: rowAnswer,
    handler: async ({ input, actor, services }) => ({
      data: await decideVerification(services, { actor, ...input }),
      message: "decisionSaved",
    }),
  }),
  defineCall({
    method: "POST",
    path: "request-listing-verification",
    auth: "user",
    tag: "Properties",
    summary:
      "An owner asks staff to verify their listing, with proof kept private: certificate (the land-use certificate, photo or PDF), photos[] (recent photos of the place) and/or video (MP4 or WebM)",
    input: z.object({
      property_id: idInput(),
      certificate: z.instanceof(File, { error: "fileRequired" }).optional(),
      photos: z
        .union([z.instanceof(File), z.array(z.instanceof(File))], { error: "invalidValue" })
        .transform((value) => (Array.isArray(value) ? value : [value]))
        .refine((files) => files.length <= maxProofPhotos, { error: "tooManyProofPhotos" })
        .optional(),
      video: z.instanceof(File, { error: "invalidValue" }).optional(),
    }),
    rateLimit: { window: 3600, max: 20 },
    output: z.object({ id: z.number().int(), status: z.literal("pending") }),
    handler: async ({ input, actor, services }) => ({
      data: await requestListingVerification(services, {
        actor,
        propertyId: input.property_id,
        certificate: input.certificate,
        photos: input.photos ?? [],
        video: input.video,
      }),
      message: "listingVerificationSent",
      status: 201,
    }),
  }),
  defineCall({
    method: "GET",
    path: "get-listing-verification",
    auth: "user",
    tag: "Properties",
    summary: "The owner's view of a listing's verification: the running badge (what was checked, when, until when) and the latest request",
    input: z.object({ property_id: idInput() }),
    output: z.object({}).loose(),
    handler: async ({ input, actor, services }) => ({
      data: await getListingVerification(services.db, { actor, propertyId: input.property_id }),
    }),
  }),
];
