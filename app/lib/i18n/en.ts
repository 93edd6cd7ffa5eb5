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

// English dictionary: key → string. Keys missing here fall back to Vietnamese, then to the key.
// Made inside a call marked pure, so a bundle that never reads the dictionary drops it whole: the
// spreads of an unread object literal would otherwise stay (they could run getters).
export const en: Record<string, string> = /* @__PURE__ */ (() => ({
  ...validationWords.en,
  ...messagesWords.en,
  ...shellWords.en,
  ...shellErrors.en,
  ...staffContentWords.en,
  ...homeWords.en,
  ...unitsWords.en,
  ...contactWords.en,
  ...chatWords.en,
  ...leadsWords.en,
  ...reportsWords.en,
  ...accountsWords.en,
  ...staffAreaWords.en,
  ...staffUsersWords.en,
  ...packagesWords.en,
  ...listingFormsWords.en,
  ...paymentsWords.en,
  ...locationWords.en,
  ...verificationWords.en,
  ...listingMessagesWords.en,
  ...savedSearchesWords.en,
  ...listingsWords.en,
  ...staffNotificationsWords.en,
  ...auditLogWords.en,
  ...feedWords.en,
  ...listingDetailWords.en,
  ...discoveryPagesWords.en,
  ...moderationWords.en,
  ...memberHomeWords.en,
  ...staffPaymentsWords.en,
  ...favouritesWords.en,
  ...projectFormsWords.en,
  ...siteSettingsWords.en,
  ...languagesWords.en,
  ...outboxWords.en,
}))();
