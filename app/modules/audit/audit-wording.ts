import { formatDecimal } from "../../lib/format/formatters.ts";
import type { LanguageCode, Translate } from "../../lib/i18n/index.ts";

/** One field that differs between an entry's before and after; `field` is a dotted path, "" for a plain status. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An entry in words: what was done to what, and each changed field as before → after. */
export interface AuditWording {
  /** "Đã sửa cài đặt" / "Settings changed". */
  summary: string;
  /** The thing acted on: "#12 «Phí đăng tin?»", or null for a singleton such as the settings. */
  subject: string | null;
  changes: { label: string; before: string; after: string }[];
  /** Changed fields left out of `changes` so that one entry stays a few lines. */
  more: number;
}

export interface AuditWordingContext {
  t: Translate;
  lang: LanguageCode;
  /** The dictionary key naming a field of an entity type, when the caller knows one. */
  fieldLabelKey?: (entityType: string, field: string) => string | undefined;
  /** The dictionary key naming an entity type, when the caller knows one. */
  entityLabelKey?: (entityType: string) => string | undefined;
}

/** The most changed fields one entry lists; the rest are counted. */
const shownChanges = 8;
const longestValue = 80;
/** Fields that name a row; kept as the subject rather than listed as changes. */
const namingFields = ["name", "title", "question", "name_vi", "key", "email"] as const;

/** A stored before or after value read back: JSON objects and lists parsed, anything else as stored. */
export function readStoredValue(value: string | null): unknown {
  if (value === null) return null;
  if (value.startsWith("{") || value.startsWith("[")) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function flatten(value: Record<string, unknown>, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner)) flatten(inner, path, into);
    else into.set(path, inner);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between before and after. Two objects compare field by field
 * (nested objects by dotted path, so one switch inside `features` is one change); a created
 * or deleted row has no before or after and so no field changes; plain values are one change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (isRecord(before) && isRecord(after)) {
    const was = flatten(before);
    const is = flatten(after);
    const fields = [...new Set([...was.keys(), ...is.keys()])];
    return fields
      .filter((field) => !same(was.get(field), is.get(field)))
      .map((field) => ({ field, before: was.get(field), after: is.get(field) }));
  }
  if (isRecord(before) || isRecord(after)) return [];
  if (before === null && after === null) return [];
  return same(before, after) ? [] : [{ field: "", before, after }];
}

const known = (t: Translate, key: string) => t(key) !== key;
const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function fieldLabel(entityType: string, field: string, context: AuditWordingContext): string {
  const { t } = context;
  const given = context.fieldLabelKey?.(entityType, field);
  if (given && known(t, given)) return t(given);
  const leaf = field.split(".").at(-1) ?? field;
  for (const key of [`auditField_${field}`, `auditField_${leaf}`, camel(leaf), `feature_${leaf}`]) if (known(t, key)) return t(key);
  return leaf.replace(/_/g, " ");
}

function shorten(text: string): string {
  return text.length > longestValue ? `${text.slice(0, longestValue - 1)}…` : text;
}

/** A value in words: on/off, a status through the dictionary, a number in the reader's style, text shortened. */
export function auditValueWords(value: unknown, context: Pick<AuditWordingContext, "t" | "lang">): string {
  const { t, lang } = context;
  if (value === undefined || value === null || value === "") return t("auditEmpty");
  if (typeof value === "boolean") return t(value ? "auditOn" : "auditOff");
  if (typeof value === "number") return formatDecimal(value, lang, 6);
  if (typeof value === "string") return known(t, `auditStatus_${value}`) ? t(`auditStatus_${value}`) : shorten(value);
  if (Array.isArray(value)) return shorten(value.map((item) => auditValueWords(item, context)).join(", "));
  return shorten(JSON.stringify(value));
}

function entityName(entityType: string, context: AuditWordingContext): string {
  const { t } = context;
  for (const key of [context.entityLabelKey?.(entityType), `entity_${entityType}`]) if (key && known(t, key)) return t(key);
  return entityType.replace(/[_-]/g, " ");
}

function rowName(before: unknown, after: unknown): string | undefined {
  for (const value of [after, before]) {
    if (!isRecord(value)) continue;
    for (const field of namingFields) {
      const name = value[field];
      if (typeof name === "string" && name.trim()) return shorten(name.trim());
    }
  }
  return undefined;
}

/**
 * An audit entry in words, in the reader's language: the action's own wording where the
 * dictionary has one ("Duyệt tin đăng"), else its verb with the entity ("Đã sửa cài đặt"); the
 * row by number and name (none for a singleton, id 0); and only the fields that changed,
 * each as before → after.
 */
export function describeAuditEntry(
  entry: { action: string; entity_type: string; entity_id: number; before_status: string | null; after_status: string | null },
  context: AuditWordingContext,
): AuditWording {
  const { t } = context;
  const before = readStoredValue(entry.before_status);
  const after = readStoredValue(entry.after_status);
  // Inside a sentence a name reads in lower case ("Đã sửa cài đặt"), an initialism as it is ("FAQ").
  const named = entityName(entry.entity_type, context);
  const entity = /^\p{Lu}\p{Ll}/u.test(named) ? named.charAt(0).toLowerCase() + named.slice(1) : named;
  const verb = entry.action.split(".").at(-1) ?? entry.action;
  const summary = known(t, `auditAction_${entry.action}`)
    ? t(`auditAction_${entry.action}`)
    : known(t, `auditVerb_${verb}`)
      ? t(`auditVerb_${verb}`, { entity })
      : t("auditVerb_other", { entity, action: verb.replace(/_/g, " ") });
  const name = rowName(before, after);
  const number = entry.entity_id > 0 ? `#${entry.entity_id}` : null;
  const subject = [number, name ? `«${name}»` : null].filter(Boolean).join(" ") || null;
  const all = auditChanges(before, after);
  const changes = all.slice(0, shownChanges).map((change) => ({
    label: change.field ? fieldLabel(entry.entity_type, change.field, context) : t("status"),
    before: auditValueWords(change.before, context),
    after: auditValueWords(change.after, context),
  }));
  return { summary, subject, changes, more: all.length - changes.length };
}

/** The whole entry as one line: "Đã sửa cài đặt: Chế độ demo: tắt → bật". */
export function auditSentence(wording: AuditWording): string {
  const head = wording.subject ? `${wording.summary} ${wording.subject}` : wording.summary;
  const parts = wording.changes.map((change) => `${change.label}: ${change.before} → ${change.after}`);
  if (wording.more > 0) parts.push(`+${wording.more}`);
  return parts.length ? `${head}: ${parts.join("; ")}` : head;
}
