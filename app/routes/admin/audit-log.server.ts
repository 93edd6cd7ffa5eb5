import { translator, type LanguageCode } from "../../lib/i18n/index.ts";
import type { AuditEntry } from "../../modules/audit/list-audit-log.server.ts";
import { describeAuditEntry, type AuditWordingContext } from "../../modules/audit/audit-wording.ts";
import { settingSections } from "../../modules/settings/site-settings-schema.ts";
import { findStaffTable } from "../../modules/staff-tables/staff-tables.server.ts";

const settingLabelKeys = new Map<string, string>(
  settingSections.flatMap((section) => section.fields.map((field) => [field.key, field.label])),
);

/** Names for the settings' fields and the staff tables' rows and fields, as the pages that edit them name them. */
const labelKeys: Pick<AuditWordingContext, "fieldLabelKey" | "entityLabelKey"> = {
  fieldLabelKey: (entityType, field) => {
    if (entityType === "setting")
      return settingLabelKeys.get(field) ?? (field.startsWith("features.") ? `feature_${field.slice(9)}` : undefined);
    return findStaffTable(entityType)?.view.fields.find((f) => f.name === field)?.label;
  },
  entityLabelKey: (entityType) => findStaffTable(entityType)?.view.title,
};

/** Audit entries in words for a staff page, in its language: what was done and only what changed. */
export function describeForStaff(entries: AuditEntry[], lang: LanguageCode) {
  const context = { ...labelKeys, t: translator(lang), lang };
  return entries.map((entry) => ({
    id: entry.id,
    actor: entry.actor,
    created_at: entry.created_at,
    reason: entry.reason,
    entity_type: entry.entity_type,
    entity_id: entry.entity_id,
    ...describeAuditEntry(entry, context),
  }));
}
