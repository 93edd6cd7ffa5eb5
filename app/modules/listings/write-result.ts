import type { Services } from "../../lib/services.server.ts";

/** What a listing write (a property or a project) needs: the database, file storage and the log. */
export type ListingDeps = Pick<Services, "db" | "storage" | "logger">;

export interface WriteResult {
  id: number;
  slugId: string;
  requestStatus: "pending" | "approved" | "rejected";
  /** SEO advice as dictionary keys (docs/product.md, "Validation"): shown, never blocking. */
  warnings: string[];
}
