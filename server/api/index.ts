import { accountCalls } from "./accounts.ts";
import { advertisementCalls } from "./advertisements.ts";
import { adminUserCalls } from "./admin-users.ts";
import { agentCalls } from "./agents.ts";
import { catalogCalls } from "./catalog.ts";
import { chatCalls } from "./chat.ts";
import { contactCalls } from "./contact.ts";
import { contentCalls } from "./content.ts";
import type { AnyCall } from "./define-call.ts";
import { feedCalls } from "./feed.ts";
import { homeCalls } from "./home.ts";
import { inboxCalls } from "./inboxes.ts";
import { leadCalls } from "./leads.ts";
import { listingCalls } from "./listings.ts";
import { moderationCalls } from "./moderation.ts";
import { mapCalls } from "./map.ts";
import { notificationCalls } from "./notifications.ts";
import { packageCalls } from "./packages.ts";
import { paymentCalls } from "./payments.ts";
import { staffPaymentCalls } from "./staff-payments.ts";
import { placeCalls } from "./places.ts";
import { projectWriteCalls } from "./project-writes.ts";
import { projectCalls } from "./projects.ts";
import { savedSearchCalls } from "./saved-searches.ts";
import { seoCalls } from "./seo.ts";
import { propertyCalls } from "./properties.ts";
import { settingsCalls } from "./settings.ts";
import { verificationCalls } from "./verification.ts";

/** Every spec call the API serves, area by area. */
export const allCalls: AnyCall[] = [
  ...settingsCalls,
  ...catalogCalls,
  ...propertyCalls,
  ...projectCalls,
  ...contentCalls,
  ...agentCalls,
  ...placeCalls,
  ...homeCalls,
  ...seoCalls,
  ...feedCalls,
  ...savedSearchCalls,
  ...mapCalls,
  ...contactCalls,
  ...accountCalls,
  ...notificationCalls,
  ...adminUserCalls,
  ...verificationCalls,
  ...listingCalls,
  ...packageCalls,
  ...paymentCalls,
  ...staffPaymentCalls,
  ...projectWriteCalls,
  ...advertisementCalls,
  ...moderationCalls,
  ...chatCalls,
  ...leadCalls,
  ...inboxCalls,
];
