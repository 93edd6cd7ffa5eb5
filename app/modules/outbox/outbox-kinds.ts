/** The outbox's two folders: mail and SMS. */
export const outboxKinds = ["mail", "sms"] as const;
export type OutboxKind = (typeof outboxKinds)[number];
