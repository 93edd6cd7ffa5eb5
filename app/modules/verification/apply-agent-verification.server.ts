import { and, eq, inArray } from "drizzle-orm";
import { users, verificationRequests, type PrivateFile, type VerificationAnswer } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { storePrivateFile } from "../../lib/storage/private-file.server.ts";
import { defaultDocumentMaxBytes } from "../../lib/storage/store-document.server.ts";
import { notifyStaff } from "../notifications/notify-staff.server.ts";
import { listFormFields, type FormFieldRow } from "./manage-form-fields.server.ts";
import { choiceKinds } from "./verification-form-schemas.ts";

/** One answer as sent (form_fields: a list of id and value; a file field's value is the uploaded file). */
export interface SubmittedAnswer {
  id: number;
  value?: string | string[] | File | null;
}

/** Papers an agent uploads: JPEG or PNG photos or PDFs, at most this size. */
export const verificationFileMaxBytes = defaultDocumentMaxBytes;

const textLimits: Partial<Record<FormFieldRow["kind"], number>> = { text: 500, textarea: 5000, number: 30 };

/** The error key for the field's answer, or null when it is acceptable. Files are checked by their bytes later. */
function fieldProblem(field: FormFieldRow, value: SubmittedAnswer["value"]): string | null {
  const values = (Array.isArray(value) ? value : value == null ? [] : [value]).filter((v) => !(typeof v === "string" && v.trim() === ""));
  if (field.kind === "file") {
    const file = values[0];
    if (!(file instanceof File) || file.size === 0) return field.isRequired ? "fileRequired" : null;
    return values.length > 1 ? "invalidValue" : null;
  }
  if (values.some((v) => typeof v !== "string")) return "invalidValue";
  const texts = (values as string[]).map((v) => v.trim());
  if (texts.length === 0) return field.isRequired ? "fieldRequired" : null;
  if (choiceKinds.includes(field.kind)) {
    if (field.kind !== "checkbox" && texts.length > 1) return "optionInvalid";
    const offered = new Set(field.options.map((option) => option.vi));
    return texts.every((text) => offered.has(text)) && new Set(texts).size === texts.length ? null : "optionInvalid";
  }
  if (texts.length > 1) return "invalidValue";
  if (texts[0]!.length > (textLimits[field.kind] ?? 500)) return "textTooLong";
  if (field.kind === "number" && !Number.isFinite(Number(texts[0]!.replace(/,/g, "")))) return "invalidNumber";
  return null;
}

function answerValue(field: FormFieldRow, value: SubmittedAnswer["value"]): string | string[] | null {
  if (field.kind === "file" || value == null || value instanceof File) return null;
  const texts = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.trim())
    .filter(Boolean);
  if (texts.length === 0) return null;
  return field.kind === "checkbox" ? texts : texts[0]!;
}

/**
 * A user applies for agent verification (initial or failed only) with an answer for each
 * field of the form. Every answer is checked against its field (required, kind, option
 * membership; files by their bytes: JPEG, PNG or PDF within 10 MB) and the failures come
 * back per field as `form_fields.<id>`. Files are stored privately; the account turns
 * pending, which the listing gate reads, and the application joins the staff queue, of
 * which every staff account is notified.
 */
export async function applyAgentVerification(
  deps: Pick<Services, "db" | "storage" | "env" | "events" | "logger">,
  input: { actor: Actor; answers: SubmittedAnswer[] },
): Promise<{ id: number; status: "pending" }> {
  const [account] = await deps.db.select({ status: users.verificationStatus }).from(users).where(eq(users.id, input.actor.id));
  if (!account) throw new AppError("USER_NOT_FOUND");
  if (account.status === "pending") throw new AppError("VERIFICATION_OPEN");
  if (account.status === "verified") throw new AppError("ALREADY_VERIFIED");

  const fields = await listFormFields(deps.db);
  const byId = new Map(fields.map((field) => [field.id, field]));
  const sent = new Map<number, SubmittedAnswer["value"]>();
  const problems: Record<string, string> = {};
  for (const answer of input.answers) {
    if (!byId.has(answer.id) || sent.has(answer.id)) problems[`form_fields.${answer.id}`] = "invalidValue";
    else sent.set(answer.id, answer.value);
  }
  for (const field of fields) {
    const problem = fieldProblem(field, sent.get(field.id));
    if (problem) problems[`form_fields.${field.id}`] = problem;
  }
  if (Object.keys(problems).length) throw new AppError("VALIDATION", { fields: problems });

  const stored: PrivateFile[] = [];
  const answers: VerificationAnswer[] = [];
  try {
    for (const field of fields) {
      const value = sent.get(field.id);
      const answer: VerificationAnswer = {
        fieldId: field.id,
        kind: field.kind,
        labelVi: field.labelVi,
        labelEn: field.labelEn,
        value: answerValue(field, value),
      };
      const file = Array.isArray(value) ? value[0] : value;
      if (field.kind === "file" && file instanceof File && file.size > 0) {
        try {
          const { kind: _kind, ...saved } = await storePrivateFile(deps.storage, file, {
            keyPrefix: `verification/u${input.actor.id}`,
            accept: ["image", "pdf"],
            maxBytes: verificationFileMaxBytes,
            invalid: new AppError("VALIDATION", { fields: { [`form_fields.${field.id}`]: "verificationFileInvalid" } }),
          });
          stored.push(saved);
          answer.file = saved;
          answer.value = saved.name;
        } catch (error) {
          // A missing or oversized file keeps its own status and names the field it belongs to.
          if (isAppError(error) && !error.fields) throw new AppError(error.code, { fields: { [`form_fields.${field.id}`]: error.key } });
          throw error;
        }
      }
      if (answer.value !== null || answer.file) answers.push(answer);
    }
    const applied = await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(users)
        .set({ verificationStatus: "pending", updatedAt: new Date() })
        .where(and(eq(users.id, input.actor.id), inArray(users.verificationStatus, ["initial", "failed"])))
        .returning({ id: users.id });
      if (!moved) throw new AppError("VERIFICATION_OPEN");
      const [request] = await tx
        .insert(verificationRequests)
        .values({ kind: "agent", userId: input.actor.id, answers, files: stored })
        .returning({ id: verificationRequests.id });
      return { id: request!.id, status: "pending" as const };
    });
    await notifyStaff(deps, {
      titleKey: "agentVerificationToStaffTitle",
      vars: { name: input.actor.name },
      url: "/admin/verifications?kind=agent",
      type: "verification",
    });
    return applied;
  } catch (error) {
    await Promise.all(stored.map((file) => deps.storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
}
