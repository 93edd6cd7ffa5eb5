import { sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { literalLimit } from "../../lib/literal-limit.server.ts";
import type { Paging } from "./paged-select.server.ts";
import { eachWard, propertyConditions, type ConditionOptions, type PropertyFilters } from "./property-filters.server.ts";

/** Featured listings (a paid feature request, approved and running) shown at most this many at the top. */
export const featuredOnTop = 50;

/**
 * Newest first with the featured listings floated to the top, in one statement: the few
 * running features (at most `featuredOnTop`, through their own index) take positions 1…n,
 * the other listings follow newest first from n + 1 (their order still walks the
 * newest-first index and stops at the page's end), and the page is the positions after
 * `offset` up to its end, so offsets stay consistent across pages: the subquery "page" of
 * (id, pos), which the caller joins to read only the page's rows whole.
 * The rest is limited to the page's end, a number in the text (paging "text"), and trimmed by
 * position: limited to the end less the features' count, an expression, PostgreSQL took it for
 * a tenth of the matches, so a generic plan looked dearer than planning each call and every
 * call was planned (10k listings, a category, type and highest price: 1.4 ms of planning on a
 * 0.6 ms statement; docs/benchmarks/speed-notes.md, "Sixteenth round").
 */
export function featuredFirstPage(db: Db, filters: PropertyFilters, options: ConditionOptions, order: SQL[], paging: Paging): SQL {
  const where = propertyConditions(db, filters, options);
  const byNewest = sql.join(order, sql`, `);
  const byFeature = sql`${properties.featuredUntil} desc, ${byNewest}`;
  const notFeatured = sql`${properties.id} not in (select id from featured)`;
  // A ward list's rest: the newest of each ward's newest (`eachWard`), at most the page's end of each.
  const wards = eachWard(filters);
  const rest = wards
    ? sql`select "ward".id, (select count(*) from featured) + row_number() over (order by "ward".created_at desc, "ward".id desc) as pos
      from ${wards} cross join lateral (
        select ${properties.id} as id, ${properties.createdAt} as created_at from ${properties}
        where ${propertyConditions(db, filters, { ...options, perWard: true })} and ${notFeatured}
        order by ${byNewest} limit ${paging.end}
      ) as "ward"
      order by "ward".created_at desc, "ward".id desc limit ${paging.end}`
    : sql`select ${properties.id} as id, (select count(*) from featured) + row_number() over (order by ${byNewest}) as pos
      from ${properties}
      where ${where} and ${notFeatured}
      order by ${byNewest} limit ${paging.end}`;
  return sql`(
    with featured as (
      select ${properties.id} as id, row_number() over (order by ${byFeature}) as pos
      from ${properties} where ${where} and ${properties.featuredUntil} > now()
      order by ${byFeature} limit ${literalLimit(featuredOnTop)}
    )
    select id, pos from featured where pos > ${paging.offset} and pos <= ${paging.end}
    union all
    select id, pos from (${rest}) as rest where pos > ${paging.offset} and pos <= ${paging.end}
  ) as "page"`;
}
