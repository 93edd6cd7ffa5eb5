/**
 * Who may do what: every API call (the registry that builds the OpenAPI document) × every
 * kind of actor, with the status each answers. "user" is A, the owner of the resources the
 * call takes (A's listing, project, notification, bank transfer, paid payment, chat message
 * and lead); "other" is B acting on A's resource; "deactivated" holds a session of a banned
 * account; "moderator" is staff with the moderator role: moderation, reports, leads and verification,
 * and otherwise answers as B does (admin-only calls refuse it); "admin" is staff. "user C" is a third account staff act on, and the
 * other side of A's conversation and report. Another user's transaction, message or lead
 * is "not found" (404) to B and the moderator; staff read any payment (as admin/payments
 * lists them) but act on a user's own payment, message or lead only through staff calls.
 *
 * fresh: each cell gets its own resources ("fresh") or its own actors too ("actors"), for
 * calls that change or end them. A write expected to fail is checked to leave the rows and
 * the stored files as they were. A registered call without a row here fails the test.
 */
export const actorsInOrder = ["visitor", "user", "other", "deactivated", "moderator", "admin"] as const;
export type MatrixActor = (typeof actorsInOrder)[number];

export interface MatrixRow {
  expect: Record<MatrixActor, number>;
  fresh: "fresh" | "actors" | null;
  resource: string;
}

// call                                      visitor user other deact. moder. admin  fresh  resource
const table = `
GET web-settings                             200  200  200  403  200  200  -      -
GET app-settings                             200  200  200  403  200  200  -      -
POST get_system_settings                     200  200  200  403  200  200  -      -
GET get_languages                            200  200  200  200  200  200  -      -
GET admin/settings                           401  403  403  403  403  200  -      -
POST admin/update-settings                   401  403  403  403  403  200  -      -
GET get_categories                           200  200  200  200  200  200  -      -
GET get_property                             200  200  200  403  200  200  -      A's listing
GET get-property-list                        200  200  200  403  200  200  -      -
GET get-all-similar-properties               200  200  200  403  200  200  -      A's listing
GET get_nearby_properties                    200  200  200  200  200  200  -      -
GET compare-properties                       403  200  200  403  200  200  -      two of A's listings
POST reveal-phone                            200  200  200  403  200  200  -      A's listing
GET get-projects                             200  200  200  403  200  200  -      -
GET get-project-detail                       403  200  200  403  200  200  -      A's project
GET get_articles                             200  200  200  200  200  200  -      -
GET faqs                                     200  200  200  200  200  200  -      -
GET agent-list                               200  200  200  200  200  200  -      -
GET agent-properties                         200  200  200  403  200  200  -      A's card
GET get-cities-data                          200  200  200  200  200  200  -      -
GET get_facilities                           200  200  200  200  200  200  -      -
GET get-facilities-for-filter                200  200  200  200  200  200  -      -
GET homepage-data                            200  200  200  403  200  200  -      -
GET get_slider                               200  200  200  403  200  200  -      -
GET get-slider                               200  200  200  403  200  200  -      -
GET get_seo_settings                         200  200  200  200  200  200  -      -
POST personalised-fields                     401  200  200  403  200  200  -      own
GET personalised-fields                      401  200  200  403  200  200  -      own
DELETE personalised-fields                   401  200  200  403  200  200  -      own
GET saved-searches                           401  200  200  403  200  200  -      own
POST saved-searches                          401  201  201  403  201  201  -      own
POST saved-searches/update                   401  200  404  403  404  404  -      A's saved search
DELETE saved-searches                        401  200  404  403  404  404  fresh  A's saved search
GET get_user_recommendation                  401  200  200  403  200  200  -      -
GET mortgage-calculator                      200  200  200  403  200  200  -      -
GET get-map-clusters                         200  200  200  200  200  200  -      -
GET geocode                                  200  200  200  200  200  200  -      -
GET reverse-geocode                          200  200  200  200  200  200  -      -
GET get-properties-on-map                    200  200  200  403  200  200  -      -
POST contct_us                               201  201  201  201  201  201  -      -
POST user-register                           201  201  201  201  201  201  -      -
GET get-otp                                  200  200  200  200  200  200  -      -
GET verify-otp                               400  400  400  400  400  400  -      A's e-mail
POST user_signup                             200  200  200  200  200  200  -      -
GET get-user-data                            401  200  200  403  200  200  -      -
GET forgot-password                          200  200  200  200  200  200  -      A's e-mail
POST update_profile                          401  200  200  403  200  200  -      own
POST register-fcm-id                         401  200  200  403  200  200  -      -
POST before-logout                           401  200  200  403  200  200  actors own session
POST delete_user                             401  200  200  403  200  200  actors own
GET get_notification_list                    401  200  200  403  200  200  -      -
POST mark-notifications-read                 401  200  200  403  200  200  fresh  A's notification
GET get-vapid-public-key                     200  200  200  200  200  200  -      -
POST admin/send-notification                 401  403  403  403  403  201  fresh  user C
GET admin/users                              401  403  403  403  403  200  -      -
POST admin/users/deactivate                  401  403  403  403  403  200  fresh  user C
POST admin/users/reactivate                  401  403  403  403  403  200  fresh  user C
POST admin/users/password-reset               401  403  403  403  403  200  fresh  user C
POST admin/users/verification-status         401  403  403  403  200  200  fresh  user C
GET admin/staff                              401  403  403  403  403  200  -      -
POST admin/staff/invite                      401  403  403  403  403  201  fresh  user C
POST admin/staff/role                        401  403  403  403  403  200  fresh  user C
GET get-agent-verification-form-fields       401  200  200  403  200  200  -      -
POST apply-agent-verification                401  201  201  403  201  201  actors -
GET get-agent-verification-form-values       401  200  200  403  200  200  -      -
GET admin/verification-form-fields           401  403  403  403  403  200  -      -
POST admin/save-verification-form-field      401  403  403  403  403  200  -      -
POST admin/remove-verification-form-field    401  403  403  403  403  200  fresh  a form field
GET admin/verification-requests              401  403  403  403  200  200  -      -
POST admin/decide-verification               401  403  403  403  200  200  fresh  C's agent application
POST request-listing-verification            401  201  404  403  404  404  fresh  A's listing
GET get-listing-verification                 401  200  404  403  404  404  -      A's listing
POST post_property                           401  201  201  403  201  201  -      -
POST update_post_property                    401  200  404  403  404  404  fresh  A's listing
POST delete_property                         401  200  404  403  404  404  fresh  A's listing
POST update_property_status                  401  200  404  403  404  404  fresh  A's listing
POST change-property-status                  401  200  404  403  404  404  fresh  A's listing
GET get-added-properties                     401  200  200  403  200  200  -      -
POST add_favourite                           401  200  200  403  200  200  fresh  A's listing
GET get_favourite_property                   401  200  200  403  200  200  -      -
POST interested_users                        401  200  200  403  200  200  fresh  A's listing
GET get_interested_users                     401  200  404  403  404  404  -      A's listing
GET check-package-limit                      401  200  200  403  200  200  -      -
GET get_limits                               401  200  200  403  200  200  -      -
POST assign_package                          401  201  201  403  201  201  -      free package
POST admin/assign-package                    401  403  403  403  403  201  fresh  user C
GET admin/packages                           401  403  403  403  403  200  -      -
POST admin/save-package                      401  403  403  403  403  200  fresh  unused package
POST admin/package-status                    401  403  403  403  403  200  fresh  unused package
POST admin/delete-package                    401  403  403  403  403  200  fresh  unused package
POST post_project                            401  200  404  403  404  404  fresh  A's project
POST delete_project                          401  200  404  403  404  404  fresh  A's project
POST change-project-status                   401  200  404  403  404  404  fresh  A's project
GET get-added-projects                       401  200  200  403  200  200  -      -
POST store_advertisement                     401  201  404  403  404  404  fresh  A's listing
GET get-featured-data                        401  200  200  403  200  200  -      -
POST delete_advertisement                    401  200  404  403  404  404  fresh  A's feature request
GET admin/moderation-queue                   401  403  403  403  200  200  -      -
POST admin/moderate                          401  403  403  403  200  200  fresh  A's pending listing
GET admin/duplicates                         401  403  403  403  200  200  -      -
POST admin/decide-duplicate                  401  403  403  403  200  200  fresh  A's duplicate pair
GET admin/audit-log                          401  403  403  403  403  200  -      -
GET get-package                              200  200  200  403  200  200  -      -
GET get_package                              200  200  200  403  200  200  -      -
GET get_payment_settings                     200  200  200  200  200  200  -      -
POST initiate-bank-transfer                  401  201  201  403  201  201  -      paid package
GET get-bank-transfer-details                401  200  404  403  404  200  -      A's bank transfer
POST upload-bank-receipt-file                401  200  404  403  404  404  fresh  A's bank transfer
POST create-payment-intent                   401  201  201  403  201  201  -      paid package (VNPay)
POST createPaymentIntent                     401  409  409  403  409  409  -      paid package (Stripe off)
POST confirmPayment                          401  404  404  403  404  404  -      an intent nobody opened
GET paypal                                   401  200  200  403  200  200  -      paid package (fake PayPal)
POST flutterwave                             401  201  201  403  201  201  -      paid package (fake Flutterwave)
GET get_payment_details                      401  200  200  403  200  200  -      -
POST payment-transaction-fail                401  200  404  403  404  404  fresh  A's bank transfer
GET get-payment-receipt                      401  200  404  403  404  200  -      A's paid payment
GET admin/payments                           401  403  403  403  403  200  -      -
GET admin/transaction                        401  403  403  403  403  200  -      A's bank transfer
POST admin/bank-transfer-decision            401  403  403  403  403  200  fresh  A's bank transfer
GET admin/payment-settings                   401  403  403  403  403  200  -      -
POST admin/update-payment-settings           401  403  403  403  403  200  -      settings as they are
GET get_chats                                401  200  200  403  200  200  -      -
GET get_messages                             401  200  200  403  200  200  -      own conversation with C
POST send_message                            401  201  404  403  404  404  -      to C about A's listing
POST delete_chat_message                     401  200  404  403  404  404  fresh  A's message
POST block-user                              401  200  200  403  200  200  fresh  user C
POST unblock-user                            401  200  200  403  200  200  fresh  user C
POST submit-lead                             201  201  201  403  201  201  -      A's listing
POST submit-property-requirement             201  201  201  403  201  201  -      -
GET get_report_reasons                       200  200  200  200  200  200  -      -
POST add_reports                             401  201  201  403  201  201  fresh  A's listing
GET admin/reports                            401  403  403  403  200  200  -      -
POST admin/decide-report                     401  403  403  403  200  200  fresh  C's report of A's listing
GET admin/leads                              401  403  403  403  200  200  -      -
POST admin/update-lead                       401  403  403  403  200  200  fresh  team lead on A's listing
POST admin/reply-lead                        401  403  403  403  200  200  fresh  team lead on A's listing
GET get-leads                                401  200  200  403  200  200  -      -
POST update-lead                             401  200  404  403  404  404  fresh  A's lead
`;

function parse(text: string): Map<string, MatrixRow> {
  const rows = new Map<string, MatrixRow>();
  for (const line of text.split("\n").filter((l) => l.trim())) {
    const [method, path, ...rest] = line.trim().split(/\s+/);
    const statuses = rest.slice(0, actorsInOrder.length).map(Number);
    const fresh = rest[actorsInOrder.length];
    const id = `${method} ${path}`;
    if (rows.has(id) || statuses.some((s) => !Number.isInteger(s))) throw new Error(`Bad matrix row: ${line}`);
    rows.set(id, {
      expect: Object.fromEntries(actorsInOrder.map((actor, i) => [actor, statuses[i]!])) as Record<MatrixActor, number>,
      fresh: fresh === "fresh" || fresh === "actors" ? fresh : null,
      resource: rest.slice(actorsInOrder.length + 1).join(" "),
    });
  }
  return rows;
}

export const authorizationMatrix = parse(table);

/**
 * The payment gateways' webhooks are mounted beside the registry (server/api/payment-webhooks.ts)
 * and answer in each gateway's format, not the envelope. They take no session: the signature is
 * the only proof, so every actor's unsigned request gets the gateway's bad-signature refusal,
 * VNPay's IPN as HTTP 200 with RspCode 97 and the others' endpoints as 400. The last column is what
 * the answer's body holds.
 */
// call                                      visitor user other deact. moder. admin  fresh  body
const gatewayWebhooks = `
GET payments/vnpay-ipn                       200  200  200  200  200  200  fresh  "RspCode":"97"
POST payments/stripe-webhook                 400  400  400  400  400  400  fresh  "received":false
POST payments/paypal-webhook                 400  400  400  400  400  400  fresh  "received":false
POST payments/paystack-webhook               400  400  400  400  400  400  fresh  "received":false
POST payments/flutterwave-webhook            400  400  400  400  400  400  fresh  "received":false
`;

export const gatewayWebhookMatrix = parse(gatewayWebhooks);

/**
 * Private files (server/http/private-files.ts), served outside the API: who may read each kind.
 * "owner" sent or uploaded the file (A); "party" is the other side (user C in A's conversation,
 * the addressee otherwise); "stranger" is any other account (B). Staff read the site's
 * conversations, receipts (admins) and verification papers, never a conversation between two
 * users. A visitor asking for a page-like file (receipt, papers) is sent to sign in (302).
 * A listing photo is the public contrast. The last column is the file as the test stores it.
 */
export const privateFileReaders = ["visitor", "owner", "party", "stranger", "moderator", "admin"] as const;
export type PrivateFileReader = (typeof privateFileReaders)[number];

// file                                      visitor owner party stranger moder. admin  cache    stored as
const privateFiles = `
GET chat-photo                               404  200  200  404  404  404  private  A's photo to C
GET chat-document                            404  200  200  404  404  404  private  A's PDF to C
GET chat-voice                               404  200  200  404  404  404  private  A's voice message to C
GET chat-photo-before-this-change            404  200  200  404  404  404  private  a row written with a chat/ key directly
GET chat-photo-deleted                       404  404  404  404  404  404  -        A's deleted photo to C
GET site-chat-photo                          404  200  404  404  200  200  private  A's photo to the site
GET receipt-file                             302  200  404  404  404  200  private  A's bank-transfer receipt
GET verification-file                        302  200  404  404  200  200  private  A's agent papers
GET listing-photo                            200  200  200  200  200  200  public   A's listing photo
`;

export interface PrivateFileRow {
  expect: Record<PrivateFileReader, number>;
  cache: "private" | "public" | null;
  stored: string;
}

export const privateFileMatrix: Map<string, PrivateFileRow> = new Map(
  privateFiles
    .split("\n")
    .filter((l) => l.trim())
    .map((line) => {
      const [, name, ...rest] = line.trim().split(/\s+/);
      const statuses = rest.slice(0, privateFileReaders.length).map(Number);
      if (statuses.some((s) => !Number.isInteger(s))) throw new Error(`Bad private-file row: ${line}`);
      const cache = rest[privateFileReaders.length];
      return [
        name!,
        {
          expect: Object.fromEntries(privateFileReaders.map((r, i) => [r, statuses[i]!])) as Record<PrivateFileReader, number>,
          cache: cache === "private" || cache === "public" ? cache : null,
          stored: rest.slice(privateFileReaders.length + 1).join(" "),
        },
      ];
    }),
);

/**
 * The sign-in library's own endpoints (better-auth, under /api/auth): none is a door into an
 * account. Every one answers 404 to every actor and changes nothing, but Google's return,
 * which takes no session either and, with no sign-in under way, sends the browser to the page
 * that explains the failure. The last column is what the answer's body holds ("-": none).
 */
// call                                      visitor user other deact. moder. admin  fresh  body
const authLibrary = `
POST auth/sign-in/email                      404  404  404  404  404  404  fresh  "error":true
POST auth/sign-up/email                      404  404  404  404  404  404  fresh  "error":true
POST auth/request-password-reset             404  404  404  404  404  404  fresh  "error":true
POST auth/reset-password                     404  404  404  404  404  404  fresh  "error":true
POST auth/update-user                        404  404  404  404  404  404  fresh  "error":true
POST auth/change-password                    404  404  404  404  404  404  fresh  "error":true
POST auth/change-email                       404  404  404  404  404  404  fresh  "error":true
POST auth/delete-user                        404  404  404  404  404  404  fresh  "error":true
GET auth/get-session                         404  404  404  404  404  404  fresh  "error":true
GET auth/list-sessions                       404  404  404  404  404  404  fresh  "error":true
POST auth/sign-out                           404  404  404  404  404  404  fresh  "error":true
POST auth/sign-in/social                     404  404  404  404  404  404  fresh  "error":true
POST auth/admin/set-role                     404  404  404  404  404  404  fresh  "error":true
POST auth/admin/impersonate-user             404  404  404  404  404  404  fresh  "error":true
GET auth/admin/list-users                    404  404  404  404  404  404  fresh  "error":true
GET auth/callback/google                     302  302  302  302  302  302  fresh  -
`;

export const authLibraryMatrix = parse(authLibrary);
