import { and, desc, eq } from "drizzle-orm";
import { users, verificationRequests } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { VerificationStatus } from "../users/set-verification-status.server.ts";
import { verificationFileUrl } from "./review-verification.server.ts";

/** What get-agent-verification-form-values answers: the state, the last decision's reason and the answers sent. */
export interface AgentVerification {
  status: VerificationStatus;
  reason: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  values: { id: number; name: string; field_type: string; value: string | string[] | null; file_url: string | null }[];
}

/** The actor's agent verification: the state the listing gate reads and their latest application. */
export async function getAgentVerification(db: Db, input: { actor: Actor; lang: LanguageCode }): Promise<AgentVerification> {
  const [account] = await db.select({ status: users.verificationStatus }).from(users).where(eq(users.id, input.actor.id));
  if (!account) throw new AppError("USER_NOT_FOUND");
  const [latest] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.kind, "agent"), eq(verificationRequests.userId, input.actor.id)))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return {
    status: account.status,
    reason: latest?.status === "failed" ? latest.reason : null,
    submitted_at: latest?.createdAt.toISOString() ?? null,
    decided_at: latest?.decidedAt?.toISOString() ?? null,
    values: (latest?.answers ?? []).map((answer) => ({
      id: answer.fieldId,
      name: input.lang === "en" ? answer.labelEn : answer.labelVi,
      field_type: answer.kind,
      value: answer.value,
      file_url: answer.file
        ? verificationFileUrl(
            latest!.id,
            latest!.files.findIndex((file) => file.key === answer.file!.key),
          )
        : null,
    })),
  };
}
