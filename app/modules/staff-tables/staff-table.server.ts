import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { users } from "../../../db/schema/index.ts";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { staffRoleHeld } from "../../lib/staff-role.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import type { StoredImage } from "../../lib/storage/stored-image.ts";
import { deleteSiteImage, storeSiteImage } from "../../lib/images/store-site-image.server.ts";
import { removeReleasedFiles, withUploads, type UploadBatch } from "../listings/upload-batch.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { staffFieldsSchema, type StaffInput, type StaffTableView, type StaffValues } from "./staff-table.ts";

type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type StaffServices = Pick<Services, "db" | "storage" | "logger">;

export interface StaffOption {
  value: string;
  label: string;
}

/** What a write may use besides its input: the database and the uploads of this save. */
export interface StaffWriteContext {
  db: Db | Tx;
  uploads: UploadBatch;
  /** The row being edited; undefined on create. */
  current?: Row;
}

/**
 * One staff-edited table, declared: the page's view, the Drizzle table and its key, and the
 * mapping between a row and the form. `defineStaffTable` turns it into list, read, save,
 * delete and reorder, each admin-only and audited.
 */
export interface StaffTableDefinition {
  view: StaffTableView;
  table: PgTable;
  /** The key's property name on a row ("id", or "key" for a fixed set). */
  idKey: string;
  /** The order's property name; the table is orderable when it has one. */
  sequenceKey?: string;
  /** Lists the newest rows first (tables without an order). */
  isNewestFirst?: boolean;
  /** Text columns (or expressions) the list's search looks in, accents and case ignored. */
  searchColumns?: (PgColumn | SQL)[];
  /** Only rows matching this are listed and edited (e.g. the wards of the site's city). */
  scope?: (db: Db) => Promise<SQL | undefined>;
  /** The id in a URL as the key column's type; null when it is not one. */
  parseId?: (raw: string) => string | number | null;
  /** A row as the form's values. */
  toValues: (row: Row) => StaffValues;
  /** The form's parsed input as columns to write. */
  toColumns: (input: StaffInput, context: StaffWriteContext) => Promise<Row> | Row;
  /** Server-side checks past the schema (is the slug taken?); throw AppError VALIDATION with fields. */
  validate?: (db: Db, input: StaffInput, id: string | number | null) => Promise<void>;
  /** Choices of the select fields, by field name. */
  options?: (db: Db, lang: LanguageCode) => Promise<Record<string, StaffOption[]>>;
  /** Refuses a delete the data depends on (throw AppError). */
  beforeDelete?: (db: Db, id: string | number) => Promise<void>;
  /** Runs after every committed write: drops in-memory copies of what changed. */
  afterWrite?: (db: Db) => void;
  /** Images a row holds, removed once a delete or a replacing save commits. */
  imagesOf?: (row: Row) => unknown[];
  /** Of the images a write let go, the keys another row still shows (a photo copied between texts): kept. */
  imagesInUse?: (db: Db, images: unknown[]) => Promise<Set<string>>;
  /** Rows created on first read (fixed sets such as the home sections). */
  ensureRows?: (db: Db) => Promise<void>;
}

export interface StaffRowView {
  id: string | number;
  values: StaffValues;
}

function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw new AppError("FORBIDDEN");
}

/** Inside a write's transaction: the acting account, as stored now, is an active admin (a role taken away stops the write). */
async function assertAdminHeld(tx: Tx, actor: Actor): Promise<void> {
  const [row] = await tx
    .select({ held: sql<boolean>`${staffRoleHeld(actor)}` })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row?.held) throw new AppError("FORBIDDEN");
}

const numericId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The entity id an audit entry names: the numeric key, or 0 for a text key (named in before/after). */
const auditId = (id: string | number) => (typeof id === "number" ? id : 0);

export interface StaffTable {
  view: StaffTableView;
  parseId: (raw: string) => string | number | null;
  list(
    services: StaffServices,
    input: { actor: Actor; search?: string; limit: number; offset: number },
  ): Promise<{ rows: StaffRowView[]; total: number }>;
  get(services: StaffServices, input: { actor: Actor; id: string | number }): Promise<StaffValues>;
  options(services: StaffServices, input: { actor: Actor; lang: LanguageCode }): Promise<Record<string, StaffOption[]>>;
  save(
    services: StaffServices,
    input: { actor: Actor; id: string | number | null; form: Record<string, string | File> },
  ): Promise<{ id: string | number }>;
  remove(services: StaffServices, input: { actor: Actor; id: string | number }): Promise<void>;
  move(services: StaffServices, input: { actor: Actor; id: string | number; direction: "up" | "down" }): Promise<void>;
}

export function defineStaffTable(definition: StaffTableDefinition): StaffTable {
  const { view, table, idKey, sequenceKey } = definition;
  const columnsOf = getTableColumns(table as never) as Record<string, PgColumn>;
  const idColumn = columnsOf[idKey]!;
  const sequenceColumn = sequenceKey ? columnsOf[sequenceKey] : undefined;
  const parseId = definition.parseId ?? numericId;
  const schema = staffFieldsSchema(view.fields);
  const scoped = async (db: Db, extra?: SQL) => and(await definition.scope?.(db), extra);
  const ordering = sequenceColumn ? [asc(sequenceColumn), asc(idColumn)] : [definition.isNewestFirst ? desc(idColumn) : asc(idColumn)];

  const readRow = async (db: Db | Tx, id: string | number): Promise<Row | undefined> => {
    const where = await scoped(db as Db, eq(idColumn, id));
    const [row] = await (db as Db).select().from(table).where(where).limit(1);
    return row as Row | undefined;
  };

  // Icons are stored before the transaction as their address; a replaced or deleted one is removed after it.
  const iconFields = view.fields.filter((field) => field.kind === "icon").map((field) => field.name);
  const iconFolder = `icons/${view.key}`;
  const storeIcons = async (services: StaffServices, parsed: StaffInput): Promise<string[]> => {
    const stored: string[] = [];
    try {
      for (const name of iconFields) {
        const file = parsed[name];
        if (!(file instanceof File) || file.size === 0) {
          delete parsed[name];
          continue;
        }
        const rules = {
          folder: iconFolder,
          field: name,
          accepted: ["png", "jpeg", "webp", "svg"] as const,
          formatMessage: "staffIconFormatInvalid",
        };
        const url = await storeSiteImage(services.storage, rules, file);
        stored.push(url);
        parsed[name] = url;
      }
    } catch (error) {
      await dropIcons(services, stored);
      throw error;
    }
    return stored;
  };
  const dropIcons = (services: StaffServices, urls: unknown[]) =>
    Promise.all(urls.map((url) => deleteSiteImage(services.storage, iconFolder, url)));
  const iconsOf = (row: Row | undefined) => (row ? iconFields.map((name) => definition.toValues(row)[name]) : []);

  const dropImages = async (services: StaffServices, images: unknown[]) => {
    const inUse = (await definition.imagesInUse?.(services.db, images)) ?? new Set<string>();
    const released = (images as StoredImage[]).filter((image) => !inUse.has(image.key));
    await removeReleasedFiles(services, { images: released, keys: [] });
  };

  return {
    view,
    parseId,

    async list(services, input) {
      assertAdmin(input.actor);
      await definition.ensureRows?.(services.db);
      const needle = input.search?.trim().toLowerCase();
      const searched =
        needle && definition.searchColumns?.length
          ? sql`immutable_unaccent(lower(concat_ws(' ', ${sql.join(definition.searchColumns, sql`, `)}))) like immutable_unaccent(${`%${needle}%`})`
          : undefined;
      const where = await scoped(services.db, searched);
      const [rows, [totalRow]] = await Promise.all([
        services.db
          .select()
          .from(table)
          .where(where)
          .orderBy(...ordering)
          .limit(input.limit)
          .offset(input.offset),
        services.db.select({ total: count() }).from(table).where(where),
      ]);
      return {
        rows: (rows as Row[]).map((row) => ({ id: row[idKey] as string | number, values: definition.toValues(row) })),
        total: totalRow?.total ?? 0,
      };
    },

    async get(services, input) {
      assertAdmin(input.actor);
      await definition.ensureRows?.(services.db);
      const row = await readRow(services.db, input.id);
      if (!row) throw new AppError("NOT_FOUND");
      return definition.toValues(row);
    },

    async options(services, input) {
      assertAdmin(input.actor);
      return (await definition.options?.(services.db, input.lang)) ?? {};
    },

    async save(services, input) {
      assertAdmin(input.actor);
      if (input.id === null && !view.canCreate) throw new AppError("FORBIDDEN");
      const parsed = schema.parse(input.form) as StaffInput;
      await definition.ensureRows?.(services.db);
      await definition.validate?.(services.db, parsed, input.id);
      let released: unknown[] = [];
      let releasedIcons: unknown[] = [];
      const storedIcons = await storeIcons(services, parsed);
      const id = await withUploads(services.storage, `content/${view.key}`, (uploads) =>
        services.db.transaction(async (tx) => {
          await assertAdminHeld(tx, input.actor);
          const current = input.id === null ? undefined : await readRow(tx, input.id);
          if (input.id !== null && !current) throw new AppError("NOT_FOUND");
          const columns = await definition.toColumns(parsed, { db: tx, uploads, current });
          let saved: Row | undefined;
          if (current) {
            [saved] = (await tx.update(table).set(columns).where(eq(idColumn, input.id!)).returning()) as Row[];
          } else {
            if (sequenceKey && sequenceColumn && columns[sequenceKey] === undefined) {
              const [last] = await tx.select({ n: sql<number>`coalesce(max(${sequenceColumn}), -1) + 1`.mapWith(Number) }).from(table);
              columns[sequenceKey] = last?.n ?? 0;
            }
            [saved] = (await tx.insert(table).values(columns).returning()) as Row[];
          }
          if (!saved) throw new AppError("NOT_FOUND");
          const savedId = saved[idKey] as string | number;
          if (current && definition.imagesOf) {
            const kept = new Set(definition.imagesOf(saved).map((image) => JSON.stringify(image)));
            released = definition.imagesOf(current).filter((image) => !kept.has(JSON.stringify(image)));
          }
          const keptIcons = new Set(iconsOf(saved));
          releasedIcons = iconsOf(current).filter((icon) => !keptIcons.has(icon));
          await recordStaffAction(tx, {
            actor: input.actor,
            action: `${view.key}.${current ? "update" : "create"}`,
            entityType: view.key,
            entityId: auditId(savedId),
            before: current ? { id: savedId, ...definition.toValues(current) } : undefined,
            after: { id: savedId, ...definition.toValues(saved) },
          });
          return savedId;
        }),
      ).catch(async (error: unknown) => {
        await dropIcons(services, storedIcons);
        throw error;
      });
      definition.afterWrite?.(services.db);
      if (released.length) await dropImages(services, released);
      if (releasedIcons.length) await dropIcons(services, releasedIcons);
      return { id };
    },

    async remove(services, input) {
      assertAdmin(input.actor);
      if (!view.canDelete) throw new AppError("FORBIDDEN");
      await definition.beforeDelete?.(services.db, input.id);
      const removed = await services.db.transaction(async (tx) => {
        await assertAdminHeld(tx, input.actor);
        const current = await readRow(tx, input.id);
        if (!current) throw new AppError("NOT_FOUND");
        await tx.delete(table).where(eq(idColumn, input.id));
        await recordStaffAction(tx, {
          actor: input.actor,
          action: `${view.key}.delete`,
          entityType: view.key,
          entityId: auditId(input.id),
          before: { id: input.id, ...definition.toValues(current) },
        });
        return current;
      });
      definition.afterWrite?.(services.db);
      if (definition.imagesOf) await dropImages(services, definition.imagesOf(removed));
      await dropIcons(services, iconsOf(removed));
    },

    async move(services, input) {
      assertAdmin(input.actor);
      if (!sequenceKey || !sequenceColumn) throw new AppError("FORBIDDEN");
      await definition.ensureRows?.(services.db);
      await services.db.transaction(async (tx) => {
        await assertAdminHeld(tx, input.actor);
        const where = await scoped(services.db);
        const rows = (await tx
          .select({ id: idColumn, sequence: sequenceColumn })
          .from(table)
          .where(where)
          .orderBy(...ordering)) as { id: string | number; sequence: number }[];
        const from = rows.findIndex((row) => row.id === input.id);
        if (from < 0) throw new AppError("NOT_FOUND");
        const to = input.direction === "up" ? from - 1 : from + 1;
        if (to < 0 || to >= rows.length) return;
        const order = rows.map((row) => row.id);
        [order[from], order[to]] = [order[to]!, order[from]!];
        for (const [position, id] of order.entries()) {
          if (rows.find((row) => row.id === id)?.sequence !== position) {
            await tx
              .update(table)
              .set({ [sequenceKey]: position })
              .where(eq(idColumn, id));
          }
        }
        await recordStaffAction(tx, {
          actor: input.actor,
          action: `${view.key}.move`,
          entityType: view.key,
          entityId: auditId(input.id),
          before: rows.map((row) => row.id),
          after: order,
        });
      });
      definition.afterWrite?.(services.db);
    },
  };
}
