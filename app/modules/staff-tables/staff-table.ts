import { z } from "zod";

/**
 * How a field is edited: one input each; `image` uploads a photo, `icon` a small image stored
 * as its address (checked as the settings' logos are), `richtext` is the rich-text subset.
 */
export type StaffFieldKind = "text" | "textarea" | "richtext" | "number" | "checkbox" | "select" | "image" | "icon";

export interface StaffField {
  name: string;
  /** Dictionary key of the label. */
  label: string;
  kind: StaffFieldKind;
  required?: boolean;
  /** Longest text, characters; largest number. */
  max?: number;
  /** Dictionary key of a hint under the field. */
  hint?: string;
  /** The field holds the English wording of another. */
  isEnglish?: boolean;
  /** A checkbox ticked on a new row's form. */
  isCheckedWhenNew?: boolean;
}

/** What a staff page needs to show a table: its fields, columns and which actions it offers. */
export interface StaffTableView {
  key: string;
  /** Dictionary key of the page title. */
  title: string;
  /** Dictionary key of a line under the title. */
  intro?: string;
  fields: StaffField[];
  /** Field names shown as list columns; the first names the row. */
  columns: string[];
  /** Columns whose values are dictionary keys, shown translated. */
  translatedColumns?: string[];
  isOrderable: boolean;
  canCreate: boolean;
  canDelete: boolean;
  isSearchable: boolean;
  /** Dictionary key of what deleting a row does to the rows that use it. */
  deleteWarning?: string;
  /** Links shown on each row besides edit and delete: dictionary key and a path with `:id`. */
  rowLinks?: { label: string; to: string }[];
}

/** A row as the list and the form read it: field values as text or a flag. */
export type StaffValues = Record<string, string | boolean>;

/** The parsed form: text fields trimmed (absent when empty), numbers, flags, files. */
export type StaffInput = Record<string, string | number | boolean | File | undefined>;

const textField = (field: StaffField) => {
  const max = field.max ?? 500;
  const text = z.string().trim().max(max, "staffFieldTooLong");
  return field.required
    ? z.string({ error: "staffFieldRequired" }).trim().min(1, "staffFieldRequired").max(max, "staffFieldTooLong")
    : text.optional();
};

/** The Zod schema of a table's form, built from its fields; messages are dictionary keys. */
export function staffFieldsSchema(fields: StaffField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    switch (field.kind) {
      case "checkbox":
        shape[field.name] = z
          .string()
          .optional()
          .transform((v) => v === "on" || v === "true" || v === "1");
        break;
      case "number": {
        const n = z.coerce.number<string>({ error: "staffNumberInvalid" }).int("staffNumberInvalid").min(0, "staffNumberInvalid");
        const bounded = field.max !== undefined ? n.max(field.max, "staffNumberInvalid") : n;
        shape[field.name] = field.required ? z.string({ error: "staffFieldRequired" }).pipe(bounded) : bounded.optional();
        break;
      }
      case "image":
      case "icon":
        shape[field.name] = z.instanceof(File).optional();
        break;
      case "richtext":
        shape[field.name] = textField({ ...field, max: field.max ?? 100_000 });
        break;
      default:
        shape[field.name] = textField(field);
    }
  }
  return z.object(shape);
}
