import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { leads, leadKinds, leadStates, properties, users } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { staffRoles } from "../../lib/roles.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

export interface LeadItem {
  id: number;
  kind: (typeof leadKinds)[number];
  state: (typeof leadStates)[number];
  name: string;
  email: string;
  phone: string | null;
  message: string;
  property: { id: number; title: string; slug_id: string } | null;
  assignee: { id: number; name: string } | null;
  requirement: {
    purpose: string | null;
    category_id: number | null;
    ward_codes: string[];
    budget_min: number | null;
    budget_max: number | null;
    bedrooms: number | null;
    timeline: string | null;
  } | null;
  /** Hours since it arrived: the team promises an answer within 24. */
  age_hours: number;
  created_at: string;
}

const assignees = alias(users, "assignees");

/** Which leads `actor` answers: staff those routed to staff; an owner those routed to them. */
function inboxOf(actor: Actor, box: "staff" | "owner"): SQL {
  if (box === "staff") {
    if (!isStaff(actor)) throw new AppError("FORBIDDEN");
    return eq(leads.routedTo, "staff");
  }
  return and(eq(leads.routedTo, "owner"), eq(leads.ownerId, actor.id))!;
}

/** A leads inbox, newest first, filtered by kind and state. */
export async function listLeads(
  db: Db,
  input: {
    actor: Actor;
    box: "staff" | "owner";
    kind?: (typeof leadKinds)[number];
    state?: (typeof leadStates)[number];
    limit: number;
    offset: number;
  },
): Promise<{ items: LeadItem[]; total: number }> {
  const where = and(
    inboxOf(input.actor, input.box),
    input.kind ? eq(leads.kind, input.kind) : undefined,
    input.state ? eq(leads.state, input.state) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        lead: leads,
        property: { id: properties.id, title: properties.title, slugId: properties.slugId },
        assignee: { id: assignees.id, name: assignees.name },
      })
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(assignees, eq(assignees.id, leads.assigneeId))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  const now = Date.now();
  const items = rows.map(({ lead, property, assignee }): LeadItem => ({
    id: lead.id,
    kind: lead.kind,
    state: lead.state,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    property: property?.id ? { id: property.id, title: property.title, slug_id: property.slugId } : null,
    assignee: assignee?.id ? { id: assignee.id, name: assignee.name } : null,
    requirement:
      lead.kind === "requirement"
        ? {
            purpose: lead.purpose,
            category_id: lead.categoryId,
            ward_codes: lead.wardCodes ?? [],
            budget_min: lead.budgetMin,
            budget_max: lead.budgetMax,
            bedrooms: lead.bedrooms,
            timeline: lead.timeline,
          }
        : null,
    age_hours: Math.floor((now - lead.createdAt.getTime()) / 3_600_000),
    created_at: lead.createdAt.toISOString(),
  }));
  return { items, total: totals?.n ?? 0 };
}

/**
 * Moves a lead along (new → in progress → done) and sets who handles it. Staff handle the
 * leads routed to staff (assignee: any staff member); an owner handles their own leads.
 */
export async function updateLead(
  db: Db,
  input: { actor: Actor; id: number; state?: (typeof leadStates)[number]; assigneeId?: number | null },
): Promise<{ id: number; state: string; assignee_id: number | null }> {
  const box = isStaff(input.actor) ? "staff" : "owner";
  if (input.assigneeId !== undefined && input.assigneeId !== null) {
    if (box !== "staff") throw new AppError("FORBIDDEN");
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.assigneeId), inArray(users.role, [...staffRoles])));
    if (!member) throw new AppError("VALIDATION", { fields: { assignee_id: "invalidValue" } });
  }
  const [row] = await db
    .update(leads)
    .set({
      ...(input.state ? { state: input.state, stateChangedAt: new Date() } : {}),
      ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
    })
    .where(and(eq(leads.id, input.id), inboxOf(input.actor, box)))
    .returning({ id: leads.id, state: leads.state, assigneeId: leads.assigneeId });
  if (!row) throw new AppError("NOT_FOUND");
  return { id: row.id, state: row.state, assignee_id: row.assigneeId };
}
