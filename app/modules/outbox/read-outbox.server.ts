import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { AppError } from "../../lib/errors.ts";
import { parseEml } from "../../lib/mail/read-eml.ts";
import type { OutboxKind } from "./outbox-kinds.ts";

/**
 * The mail and SMS outbox: without SMTP or an SMS gateway, messages are files under
 * DATA_DIR/outbox/{mail,sms} (app/lib/mail, app/lib/sms). Staff read them here.
 */

export interface OutboxItem {
  id: string;
  kind: OutboxKind;
  to: string;
  /** The mail's subject, or the SMS's first line. */
  subject: string;
  sentAt: string | null;
}

export interface OutboxMessage extends OutboxItem {
  from: string;
  text: string;
}

/** Outbox file names: the stamp the writers give them, nothing that could leave the folder. */
const idPattern = /^[A-Za-z0-9-]+\.(eml|txt)$/;

/** The stamp "2026-11-24T17-02-51-123Z-ab12cd34" back to an ISO time. */
function sentAtOf(id: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(id);
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z` : null;
}

function readMessage(kind: OutboxKind, id: string, content: string): OutboxMessage {
  if (kind === "sms") {
    const to = /^To: (.*)$/m.exec(content)?.[1]?.trim() ?? "";
    const text = content.replace(/^To: .*\n\n?/, "").trim();
    return { id, kind, to, subject: text.split("\n")[0] ?? "", sentAt: sentAtOf(id), from: "", text };
  }
  const mail = parseEml(content);
  return {
    id,
    kind,
    to: mail.headers.get("to") ?? "",
    subject: mail.headers.get("subject") ?? "",
    sentAt: sentAtOf(id),
    from: mail.headers.get("from") ?? "",
    text: mail.text,
  };
}

async function fileNames(dataDir: string, kind: OutboxKind): Promise<string[]> {
  try {
    return (await readdir(path.resolve(dataDir, "outbox", kind)))
      .filter((name) => idPattern.test(name))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

/** A phone number's digits in the +84 form, so "090 123" finds "+84901234567". */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.startsWith("0") ? `84${digits.slice(1)}` : digits;
}

function matchesRecipient(to: string, needle: string): boolean {
  if (to.toLowerCase().replace(/\s+/g, "").includes(needle.toLowerCase().replace(/\s+/g, ""))) return true;
  return /^\+?[\d\s.]+$/.test(needle) && phoneDigits(to).includes(phoneDigits(needle));
}

/** Outbox messages newest first, filtered by recipient (part of the address or number), a page at a time. */
export async function listOutbox(
  dataDir: string,
  input: { kind: OutboxKind; recipient?: string; limit: number; offset: number },
): Promise<{ items: OutboxItem[]; total: number }> {
  const names = await fileNames(dataDir, input.kind);
  const needle = input.recipient?.trim();
  const items: OutboxItem[] = [];
  let total = 0;
  for (const name of names) {
    const content = await readFile(path.resolve(dataDir, "outbox", input.kind, name), "utf8").catch(() => null);
    if (content === null) continue;
    const message = readMessage(input.kind, name, content);
    if (needle && !matchesRecipient(message.to, needle)) continue;
    if (total >= input.offset && items.length < input.limit) {
      items.push({ id: message.id, kind: message.kind, to: message.to, subject: message.subject, sentAt: message.sentAt });
    }
    total += 1;
  }
  return { items, total };
}

/** One outbox message, read as text (a mail's HTML part is never rendered). */
export async function getOutboxMessage(dataDir: string, kind: OutboxKind, id: string): Promise<OutboxMessage> {
  if (!idPattern.test(id)) throw new AppError("NOT_FOUND");
  const content = await readFile(path.resolve(dataDir, "outbox", kind, id), "utf8").catch(() => null);
  if (content === null) throw new AppError("NOT_FOUND");
  return readMessage(kind, id, content);
}
