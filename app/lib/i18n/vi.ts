import { shellErrors } from "./shell-errors.ts";
import { staffContentWords } from "./staff-content.ts";
import { validationWords } from "./words/validation.ts";
import { messagesWords } from "./words/messages.ts";
import { shellWords } from "./words/shell.ts";
import { homeWords } from "./words/home.ts";
import { unitsWords } from "./words/units.ts";
import { contactWords } from "./words/contact.ts";
import { chatWords } from "./words/chat.ts";
import { leadsWords } from "./words/leads.ts";
import { reportsWords } from "./words/reports.ts";
import { accountsWords } from "./words/accounts.ts";
import { staffAreaWords } from "./words/staff-area.ts";
import { staffUsersWords } from "./words/staff-users.ts";
import { packagesWords } from "./words/packages.ts";
import { listingFormsWords } from "./words/listing-forms.ts";
import { paymentsWords } from "./words/payments.ts";
import { locationWords } from "./words/location.ts";
import { verificationWords } from "./words/verification.ts";
import { listingMessagesWords } from "./words/listing-messages.ts";
import { savedSearchesWords } from "./words/saved-searches.ts";
import { listingsWords } from "./words/listings.ts";
import { staffNotificationsWords } from "./words/staff-notifications.ts";
import { auditLogWords } from "./words/audit-log.ts";
import { feedWords } from "./words/feed.ts";
import { listingDetailWords } from "./words/listing-detail.ts";
import { discoveryPagesWords } from "./words/discovery-pages.ts";
import { moderationWords } from "./words/moderation.ts";
import { memberHomeWords } from "./words/member-home.ts";
import { staffPaymentsWords } from "./words/staff-payments.ts";
import { favouritesWords } from "./words/favourites.ts";
import { projectFormsWords } from "./words/project-forms.ts";
import { siteSettingsWords } from "./words/site-settings.ts";
import { languagesWords } from "./words/languages.ts";
import { outboxWords } from "./words/outbox.ts";

// Vietnamese dictionary (the default language): key → string.
// Made inside a call marked pure, so a bundle that never reads the dictionary drops it whole: the
// spreads of an unread object literal would otherwise stay (they could run getters).
export const vi: Record<string, string> = /* @__PURE__ */ (() => ({
  ...validationWords.vi,
  ...messagesWords.vi,
  ...shellWords.vi,
  ...shellErrors.vi,
  ...staffContentWords.vi,
  ...homeWords.vi,
  ...unitsWords.vi,
  ...contactWords.vi,
  ...chatWords.vi,
  ...leadsWords.vi,
  ...reportsWords.vi,
  ...accountsWords.vi,
  ...staffAreaWords.vi,
  ...staffUsersWords.vi,
  ...packagesWords.vi,
  ...listingFormsWords.vi,
  ...paymentsWords.vi,
  ...locationWords.vi,
  ...verificationWords.vi,
  ...listingMessagesWords.vi,
  ...savedSearchesWords.vi,
  ...listingsWords.vi,
  ...staffNotificationsWords.vi,
  ...auditLogWords.vi,
  ...feedWords.vi,
  ...listingDetailWords.vi,
  ...discoveryPagesWords.vi,
  ...moderationWords.vi,
  ...memberHomeWords.vi,
  ...staffPaymentsWords.vi,
  ...favouritesWords.vi,
  ...projectFormsWords.vi,
  ...siteSettingsWords.vi,
  ...languagesWords.vi,
  ...outboxWords.vi,
}))();
