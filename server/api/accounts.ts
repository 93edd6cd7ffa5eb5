import { z } from "zod";
import type { Actor } from "../../app/lib/actor.server.ts";
import { AppError } from "../../app/lib/errors.ts";
import { emailInput, flagInput, idInput, optionalText, phoneInput } from "../../app/lib/input-schemas.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { enforceAuthRateLimit, type AuthAttempt } from "../../app/modules/auth/auth-rate-limit.server.ts";
import { requestPasswordReset } from "../../app/modules/auth/password-reset.server.ts";
import { confirmOtp, requestOtp } from "../../app/modules/auth/request-otp.server.ts";
import { endSession, signInWithEmail, type StartedSession } from "../../app/modules/auth/session.server.ts";
import { isGoogleSignInEnabled, signInWithGoogleIdToken } from "../../app/modules/auth/sign-in-google.server.ts";
import { signInWithPhone } from "../../app/modules/auth/sign-in-phone.server.ts";
import { registerDevice, removeDevice } from "../../app/modules/notifications/push-subscriptions.server.ts";
import { otpInput, profileSchema, registerSchema } from "../../app/modules/users/account-schemas.ts";
import { deleteUser } from "../../app/modules/users/delete-user.server.ts";
import { getUser } from "../../app/modules/users/get-user.server.ts";
import { registerUser } from "../../app/modules/users/register-user.server.ts";
import { updateProfile } from "../../app/modules/users/update-profile.server.ts";
import { defineCall } from "./define-call.ts";
import { userAnswer, userAnswerOf } from "./answers/user.ts";

/** Each attempt kind spends the budget its page action spends too (auth-rate-limit.server.ts). */
const authLimit = (attempt: AuthAttempt) => (services: Services, subject: string) => enforceAuthRateLimit(services, attempt, subject);

/** eBroker's clients name the sign-in kind by number in `type`: 0 Google, 1 phone, 3 e-mail (2, Apple, is not offered). */
const loginTypeByNumber = { "0": "google", "1": "phone", "3": "email" } as const;

const signupSchema = z
  .object({
    logintype: z.enum(["email", "phone", "google"], { error: "invalidValue" }).optional(),
    type: z.enum(["0", "1", "3"], { error: "invalidValue" }).optional(),
    email: emailInput.optional(),
    password: z.string({ error: "passwordRequired" }).max(128, { error: "textTooLong" }).optional(),
    mobile: phoneInput.optional(),
    otp: otpInput.optional(),
    name: optionalText(120),
    fcm_id: z.string({ error: "invalidValue" }).max(4000, { error: "textTooLong" }).optional(),
    /** logintype google: the Google ID token (the API names the field firebase_id; id_token is accepted too). */
    firebase_id: z.string({ error: "invalidValue" }).max(8000, { error: "textTooLong" }).optional(),
    id_token: z.string({ error: "invalidValue" }).max(8000, { error: "textTooLong" }).optional(),
  })
  .transform(({ type, ...v }) => ({ ...v, logintype: v.logintype ?? (type ? loginTypeByNumber[type] : "email") }))
  .superRefine((v, ctx) => {
    if (v.logintype === "email" && !v.email) ctx.addIssue({ code: "custom", path: ["email"], message: "emailRequired" });
    if (v.logintype === "email" && !v.password) ctx.addIssue({ code: "custom", path: ["password"], message: "passwordRequired" });
    if (v.logintype === "phone" && !v.mobile) ctx.addIssue({ code: "custom", path: ["mobile"], message: "phoneRequired" });
  });

const target = z
  .object({ number: phoneInput.optional(), email: emailInput.optional() })
  .refine((v) => v.number || v.email, { path: ["number"], error: "phoneRequired" });

export const accountCalls = [
  defineCall({
    method: "POST",
    path: "user-register",
    auth: "public",
    tag: "Account",
    summary: "Creates an e-mail + password account and mails the OTP that verifies the address",
    input: registerSchema,
    limiter: authLimit("register"),
    output: z.object({ id: z.number().int(), email: z.string() }),
    handler: async ({ input, services, lang }) => {
      const user = await registerUser(services, { ...input, lang });
      return { data: { id: user.id, email: user.email }, status: 201, message: "registeredCheckEmail" };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-otp",
    auth: "public",
    tag: "Account",
    summary: "Sends a 6-digit one-time code by SMS (number) or e-mail (email); valid 10 minutes",
    input: target,
    limiter: authLimit("otp-send"),
    output: z.null(),
    handler: async ({ input, services, lang }) => {
      await requestOtp(services, { number: input.number, email: input.email, lang });
      return { data: null, message: "otpSent" };
    },
  }),
  defineCall({
    method: "GET",
    path: "verify-otp",
    auth: "public",
    tag: "Account",
    summary: "Verifies a code: an e-mail code verifies the address, a phone code allows user_signup with logintype phone",
    input: z.object({ number: phoneInput.optional(), email: emailInput.optional(), otp: otpInput }).refine((v) => v.number || v.email, {
      path: ["number"],
      error: "phoneRequired",
    }),
    limiter: authLimit("otp-verify"),
    output: z.object({ verified: z.literal(true) }),
    handler: async ({ input, services }) => {
      await confirmOtp(services, input);
      return { data: { verified: true }, message: "otpVerified" };
    },
  }),
  defineCall({
    method: "POST",
    path: "user_signup",
    auth: "public",
    tag: "Account",
    summary:
      "Signs in (logintype email — or type 3 — email + password; phone — type 1 — mobile + OTP; google — type 0 — the Google ID token as firebase_id or id_token) and answers the token beside the user. fcm_id registers this device: a browser's Web Push subscription JSON or a phone's FCM token",
    input: signupSchema,
    output: userAnswer,
    limiter: authLimit("sign-in"),
    handler: async ({ input, services, lang, headers }) => {
      let session: StartedSession;
      let googleIds: { firebase_id: string; auth_id: string } | undefined;
      if (input.logintype === "google") {
        if (!isGoogleSignInEnabled(services)) throw new AppError("FORBIDDEN", { messageKey: "authOperationNotAllowed" });
        const idToken = input.id_token ?? input.firebase_id;
        if (!idToken) throw new AppError("VALIDATION", { fields: { firebase_id: "idTokenRequired" } });
        const google = await signInWithGoogleIdToken(services, { idToken, headers });
        session = google;
        googleIds = { firebase_id: google.subject, auth_id: google.subject };
      } else if (input.logintype === "phone") {
        session = await signInWithPhone(services, { mobile: input.mobile!, otp: input.otp, name: input.name, lang });
      } else {
        session = await signInWithEmail(services, { email: input.email!, password: input.password!, headers });
      }
      const actor: Actor = { id: session.userId, role: "user", name: "", email: "" };
      if (input.fcm_id) await registerDevice(services.db, actor, input.fcm_id);
      const user = await getUser(services.db, session.userId);
      return {
        data: { ...userAnswerOf(user, services), ...googleIds, ...(input.fcm_id ? { fcm_id: input.fcm_id } : {}) },
        extraFields: { token: session.token },
        setCookies: session.setCookies,
        message: "signedIn",
      };
    },
  }),
  defineCall({
    method: "GET",
    path: "forgot-password",
    auth: "public",
    tag: "Account",
    summary: "Mails a password-reset link; the answer never tells whether the address is registered",
    input: z.object({ email: emailInput }),
    limiter: authLimit("forgot-password"),
    output: z.null(),
    handler: async ({ input, services }) => {
      await requestPasswordReset(services, input.email);
      return { data: null, message: "resetLinkSent" };
    },
  }),
  defineCall({
    method: "POST",
    path: "update_profile",
    auth: "user",
    tag: "Account",
    summary: "Changes profile fields (multipart for the profile photo); a new e-mail must be verified again",
    input: profileSchema,
    output: userAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const { user, emailChanged } = await updateProfile(services, { actor, changes: input, lang });
      return {
        data: userAnswerOf(user, services),
        message: emailChanged ? "profileUpdatedVerifyEmail" : "profileUpdated",
      };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-user-data",
    auth: "user",
    tag: "Account",
    summary: "The signed-in user's own profile (the apps' profile fetch)",
    input: z.object({}),
    output: userAnswer,
    handler: async ({ actor, services }) => ({ data: userAnswerOf(await getUser(services.db, actor.id), services) }),
  }),
  defineCall({
    method: "POST",
    path: "register-fcm-id",
    auth: "user",
    tag: "Account",
    summary: "Registers this device for push: a browser's PushSubscription JSON or a phone's FCM token as fcm_id",
    input: z.object({
      fcm_id: z.union([z.string({ error: "invalidValue" }).max(4000), z.record(z.string(), z.unknown())], { error: "invalidValue" }),
    }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await registerDevice(services.db, actor, input.fcm_id);
      return { data: null, message: "success" };
    },
  }),
  defineCall({
    method: "POST",
    path: "before-logout",
    auth: "user",
    tag: "Account",
    summary: "Removes this device's push registration (fcm_id: its endpoint, JSON or FCM token) and ends the session",
    input: z.object({ fcm_id: z.string({ error: "invalidValue" }).max(4000).optional() }),
    output: z.null(),
    handler: async ({ input, actor, services, headers }) => {
      if (input.fcm_id) await removeDevice(services.db, actor, input.fcm_id);
      const { setCookies } = await endSession(services, headers);
      return { data: null, setCookies, message: "signedOut" };
    },
  }),
  defineCall({
    method: "POST",
    path: "delete_user",
    auth: "user",
    tag: "Account",
    summary: "Deletes the account and its files; requires confirm=1",
    input: z.object({ userid: idInput().optional(), confirm: flagInput.optional() }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await deleteUser(services, { actor, userId: input.userid, confirm: input.confirm ?? false });
      return { data: null, message: "accountDeleted" };
    },
  }),
];
