import { translate, type LanguageCode } from "../i18n/index.ts";

/**
 * Sign-in error codes (docs/product.md, "Messages", `auth/…`) → dictionary keys. The server's own
 * failures use the same keys (INVALID_CREDENTIALS → authInvalidCredential, OTP_EXPIRED →
 * authCodeExpired, …), so a client that still speaks these codes shows the same words.
 */
export const authErrorKeys: Readonly<Record<string, string>> = {
  "auth/user-not-found": "authUserNotFound",
  "auth/wrong-password": "authWrongPassword",
  "auth/email-already-in-use": "authEmailAlreadyInUse",
  "auth/invalid-email": "authInvalidEmail",
  "auth/user-disabled": "authUserDisabled",
  "auth/too-many-requests": "authTooManyRequests",
  "auth/operation-not-allowed": "authOperationNotAllowed",
  "auth/internal-error": "authInternalError",
  "auth/invalid-login-credentials": "authInvalidCredential",
  "auth/invalid-credential": "authInvalidCredential",
  "auth/invalid-phone-number": "authInvalidPhoneNumber",
  "auth/missing-phone-number": "authMissingPhoneNumber",
  "auth/invalid-verification-code": "authInvalidVerificationCode",
  "auth/missing-verification-code": "otpRequired",
  "auth/code-expired": "authCodeExpired",
  "auth/network-request-failed": "authNetworkRequestFailed",
  "auth/popup-blocked": "authPopupBlocked",
  "auth/popup-closed-by-user": "authPopupClosedByUser",
  "auth/cancelled-popup-request": "authPopupClosedByUser",
  "auth/weak-password": "authWeakPassword",
  "auth/missing-password": "passwordRequired",
  "auth/requires-recent-login": "authRequiresRecentLogin",
  "auth/quota-exceeded": "authQuotaExceeded",
  "auth/timeout": "authTimeout",
  "auth/user-token-expired": "authSessionExpired",
  "auth/invalid-user-token": "authSessionExpired",
  "auth/account-exists-with-different-credential": "authAccountExistsWithDifferentCredential",
  "auth/credential-already-in-use": "authCredentialAlreadyInUse",
  "auth/unverified-email": "verifyEmailFirst",
};

/** The translated message for a sign-in error code; an unknown code reads "error occurred <code>". */
export function authErrorMessage(lang: LanguageCode, code: string): string {
  const key = authErrorKeys[code];
  if (key) return translate(lang, key);
  return `${translate(lang, "errorOccurred")} ${code}`;
}
