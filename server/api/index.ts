import { accountCalls } from "./accounts.ts";
import { adminUserCalls } from "./admin-users.ts";
import { catalogCalls } from "./catalog.ts";
import { contactCalls } from "./contact.ts";
import type { AnyCall } from "./define-call.ts";
import { notificationCalls } from "./notifications.ts";
import { settingsCalls } from "./settings.ts";

/** Every spec call the API serves, area by area. */
export const allCalls: AnyCall[] = [...settingsCalls, ...catalogCalls, ...contactCalls, ...accountCalls, ...notificationCalls, ...adminUserCalls];
