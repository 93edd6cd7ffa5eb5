import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { conversations, favourites, leads, phoneReveals, properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";

/** A count over three periods: the last 7 days, the last 30 days and all time. */
export interface FigureOverTime {
  last7: number;
  last30: number;
  total: number;
}

/**
 * One own listing's demand as its owner's home shows it. Views are the listing's running
 * counter (`properties.total_views`): no dated row is kept per view, so they have a total only.
 * Favourites, inquiries, chats and phone reveals are dated rows, so they also have the last 7
 * and 30 days.
 */
export interface ListingFigures {
  id: number;
  title: string;
  slug_id: string;
  request_status: string;
  status: string;
  views: number;
  favourites: FigureOverTime;
  inquiries: FigureOverTime;
  chats: FigureOverTime;
  phone_reveals: FigureOverTime;
}

const none: FigureOverTime = { last7: 0, last30: 0, total: 0 };

/** Per listing id: rows of `table` (one per event, dated by `createdAt`) counted over the three periods. */
async function countOverTime(
  db: Db,
  table: PgTable,
  propertyId: AnyPgColumn,
  createdAt: AnyPgColumn,
  ids: number[],
  extra?: SQL,
): Promise<Map<number, FigureOverTime>> {
  const rows = await db
    .select({
      propertyId: sql<number>`${propertyId}`.mapWith(Number),
      total: count(),
      last30: sql<number>`count(*) filter (where ${createdAt} > now() - interval '30 days')`.mapWith(Number),
      last7: sql<number>`count(*) filter (where ${createdAt} > now() - interval '7 days')`.mapWith(Number),
    })
    .from(table)
    .where(and(inArray(propertyId, ids), extra))
    .groupBy(propertyId);
  return new Map(rows.map((r) => [r.propertyId, { last7: r.last7, last30: r.last30, total: r.total }]));
}

/** The actor's own listings, newest first, each with its views, favourites, inquiries, chats and phone reveals. */
export async function listListingFigures(
  db: Db,
  input: { actor: Actor; limit: number },
): Promise<{ items: ListingFigures[]; total: number }> {
  const mine = eq(properties.userId, input.actor.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        slugId: properties.slugId,
        requestStatus: properties.requestStatus,
        status: properties.status,
        views: properties.totalViews,
      })
      .from(properties)
      .where(mine)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(input.limit),
    db.select({ n: count() }).from(properties).where(mine),
  ]);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { items: [], total: totals?.n ?? 0 };
  const [favs, inquiries, chats, reveals] = await Promise.all([
    countOverTime(db, favourites, favourites.propertyId, favourites.createdAt, ids),
    countOverTime(db, leads, leads.propertyId, leads.createdAt, ids, eq(leads.kind, "inquiry")),
    countOverTime(db, conversations, conversations.propertyId, conversations.createdAt, ids),
    countOverTime(db, phoneReveals, phoneReveals.propertyId, phoneReveals.createdAt, ids),
  ]);
  return {
    total: totals?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug_id: r.slugId,
      request_status: r.requestStatus,
      status: r.status,
      views: r.views,
      favourites: favs.get(r.id) ?? none,
      inquiries: inquiries.get(r.id) ?? none,
      chats: chats.get(r.id) ?? none,
      phone_reveals: reveals.get(r.id) ?? none,
    })),
  };
}
