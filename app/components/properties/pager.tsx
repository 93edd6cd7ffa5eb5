import { PageLinks } from "../discovery/pagination.tsx";
import { listingHref, pageInfo, type ListingQuery } from "../../modules/properties/listing-query.ts";

/** The property list's pages, addressed by offset and limit in the URL. */
export function Pager({ path, query, total, omit }: { path: string; query: ListingQuery; total: number; omit: (keyof ListingQuery)[] }) {
  const { pages } = pageInfo(total, query.offset, query.limit);
  const page = Math.floor(query.offset / query.limit) + 1;
  return (
    <PageLinks
      page={page}
      pages={pages}
      hrefFor={(n) => listingHref(path, { ...query, offset: Math.max(0, (n - 1) * query.limit) }, omit)}
    />
  );
}
