import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { getSetting } from "./get-settings.server.ts";

/**
 * The calls that demo mode refuses ("This Action is Not Allowed in Demo Mode"),
 * named "METHOD path" as the API registers them. Staff are never blocked.
 * This is the one list: later features add their calls here.
 */
export const demoBlockedCalls: ReadonlySet<string> = new Set([
  "POST update_profile",
  "POST delete_user",
  "POST post_property",
  "POST update_post_property",
  "POST delete_property",
  "POST post_project",
  "POST delete_project",
  "POST change-property-status",
  "POST update_property_status",
  "POST change-project-status",
  "POST assign_package",
  "POST store_advertisement",
  "POST block-user",
  "POST send_message",
  "POST delete_chat_message",
  "POST initiate-bank-transfer",
  "POST upload-bank-receipt-file",
  "POST apply-agent-verification",
  "POST request-listing-verification",
]);

export function isDemoBlocked(callId: string): boolean {
  return demoBlockedCalls.has(callId);
}

export async function isDemoMode(db: Db): Promise<boolean> {
  return (await getSetting(db, "demo_mode")) === true;
}

/** Pages call this before the same action the API gates by call id, so both refuse alike. */
export async function assertDemoAllows(db: Db, actor: { role: string } | null, callId: string): Promise<void> {
  if (isDemoBlocked(callId) && actor?.role !== "admin" && (await isDemoMode(db))) throw new AppError("DEMO_MODE");
}
