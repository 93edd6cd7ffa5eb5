/**
 * Every failure a module can report, with its HTTP status and dictionary key.
 * Modules throw `new AppError("NOT_FOUND")`; the API and page layers map it once.
 */
export const errorTable = {
  VALIDATION: { status: 400, key: "invalidRequest" },
  INPUT_TOO_COMPLEX: { status: 400, key: "inputTooComplex" },
  BODY_UNREADABLE: { status: 400, key: "bodyUnreadable" },
  FILE_REQUIRED: { status: 400, key: "fileRequired" },
  IMAGE_FORMAT_INVALID: { status: 400, key: "imageFormatInvalid" },
  IMAGE_TOO_SMALL: { status: 400, key: "imageTooSmall" },
  IMAGE_TOO_LARGE: { status: 413, key: "imageTooLarge" },
  IMAGE_TOO_MANY_PIXELS: { status: 413, key: "imageTooManyPixels" },
  FILE_TOO_LARGE: { status: 413, key: "fileTooLarge" },
  BRAND_IMAGE_INVALID: { status: 400, key: "brandImageInvalid" },
  DOCUMENT_FORMAT_INVALID: { status: 400, key: "documentFormatInvalid" },
  CHAT_FILE_INVALID: { status: 400, key: "chatFileInvalid" },
  AUDIO_FORMAT_INVALID: { status: 400, key: "audioFormatInvalid" },
  AUDIO_TOO_LONG: { status: 413, key: "audioTooLong" },
  CHAT_SELF: { status: 400, key: "chatSelf" },
  CHAT_BLOCKED: { status: 403, key: "chatBlocked" },
  CHAT_YOU_BLOCKED: { status: 403, key: "chatYouBlocked" },
  CHAT_OWNER_HIDDEN: { status: 403, key: "chatOwnerHidden" },
  REPORT_ALREADY_OPEN: { status: 409, key: "reportAlreadyOpen" },
  OTP_REQUIRED: { status: 400, key: "otpRequired" },
  OTP_INVALID: { status: 400, key: "authInvalidVerificationCode" },
  OTP_EXPIRED: { status: 400, key: "authCodeExpired" },
  CONFIRMATION_REQUIRED: { status: 400, key: "deleteAccountConfirmRequired" },
  RESET_TOKEN_INVALID: { status: 400, key: "resetLinkInvalid" },
  UNAUTHENTICATED: { status: 401, key: "notLoggedIn" },
  INVALID_CREDENTIALS: { status: 401, key: "authInvalidCredential" },
  FORBIDDEN: { status: 403, key: "notAllowed" },
  STAFF_SELF_CHANGE: { status: 403, key: "staffSelfChange" },
  LAST_ADMIN: { status: 409, key: "lastAdmin" },
  CROSS_SITE_REQUEST: { status: 403, key: "crossSiteRequest" },
  ACCOUNT_DEACTIVATED: { status: 403, key: "accountDeactivated" },
  DEMO_MODE: { status: 403, key: "demoModeNotAllowed" },
  PACKAGE_REQUIRED: { status: 403, key: "notSubscribed" },
  PACKAGE_LIMIT_OVER: { status: 403, key: "packageLimitOver" },
  SAVED_SEARCH_LIMIT: { status: 409, key: "savedSearchLimit" },
  PAYMENT_REQUIRED: { status: 402, key: "paymentRequired" },
  PACKAGE_ALREADY_ACTIVE: { status: 409, key: "packageAlreadyActive" },
  PACKAGE_IN_USE: { status: 409, key: "packageInUse" },
  NO_PAYMENT_METHOD: { status: 409, key: "noPaymentMethod" },
  PAYMENT_METHOD_DISABLED: { status: 409, key: "paymentMethodDisabled" },
  PAYMENT_NOT_OPEN: { status: 409, key: "paymentNotOpen" },
  VERIFICATION_PENDING: { status: 403, key: "verifyPendingPostingDesc" },
  VERIFICATION_FAILED: { status: 403, key: "verifyFailDesc" },
  NOT_VERIFIED: { status: 403, key: "youHaveNotVerifiedUser" },
  ALREADY_FEATURED: { status: 409, key: "alreadyFeatured" },
  NOT_FEATURABLE: { status: 409, key: "notFeaturable" },
  ALREADY_DECIDED: { status: 409, key: "alreadyDecided" },
  VERIFICATION_OPEN: { status: 409, key: "verificationAlreadyOpen" },
  ALREADY_VERIFIED: { status: 409, key: "alreadyVerified" },
  IN_USE: { status: 409, key: "staffInUse" },
  PROFILE_INCOMPLETE: { status: 403, key: "profileIncomplete" },
  VERIFICATION_REQUIRED: { status: 403, key: "verificationIncomplete" },
  EMAIL_NOT_VERIFIED: { status: 403, key: "verifyEmailFirst" },
  NOT_FOUND: { status: 404, key: "notFound" },
  USER_NOT_FOUND: { status: 404, key: "userNotFound" },
  NO_EMAIL_ADDRESS: { status: 409, key: "userHasNoEmail" },
  API_NOT_FOUND: { status: 404, key: "apiNotFound" },
  EMAIL_IN_USE: { status: 409, key: "emailInUse" },
  ACCOUNT_NOT_LINKED: { status: 409, key: "authAccountExistsWithDifferentCredential" },
  PHONE_IN_USE: { status: 409, key: "phoneInUse" },
  PAYLOAD_TOO_LARGE: { status: 413, key: "payloadTooLarge" },
  RATE_LIMITED: { status: 429, key: "tooManyRequests" },
  GEOCODER_UNAVAILABLE: { status: 502, key: "geocoderUnavailable" },
  SMS_UNAVAILABLE: { status: 502, key: "somethingWentWrong" },
  GOOGLE_UNAVAILABLE: { status: 502, key: "googleUnavailable" },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 502, key: "paymentFailed" },
  INTERNAL: { status: 500, key: "somethingWentWrong" },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof errorTable;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Per-field dictionary keys, for validation failures. */
  readonly fields?: Record<string, string>;
  /** Values interpolated into the message. */
  readonly vars?: Record<string, string | number>;
  /** Overrides the table's message key (e.g. a per-feature limit message). */
  readonly messageKey?: string;
  /** Logged already where it happened (a third party's outage); the envelope does not log it again. */
  readonly reported: boolean;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      vars?: Record<string, string | number>;
      messageKey?: string;
      cause?: unknown;
      reported?: boolean;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.vars = options.vars;
    this.messageKey = options.messageKey;
    this.reported = options.reported ?? false;
  }

  get status(): number {
    return errorTable[this.code].status;
  }

  get key(): string {
    return this.messageKey ?? errorTable[this.code].key;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** What `attempt` answers: the value, or the AppError the work failed with. */
export type Attempt<T, C extends ErrorCode = ErrorCode> = { value: T; error: null } | { value: null; error: AppError & { code: C } };

/**
 * Runs `work` for a page that shows a domain failure as a state of its own (a gate, a 404):
 * an AppError (one of `codes`, when given) comes back as `error`; anything else is thrown.
 */
export async function attempt<T, C extends ErrorCode = ErrorCode>(work: Promise<T>, codes?: readonly C[]): Promise<Attempt<T, C>> {
  try {
    return { value: await work, error: null };
  } catch (error) {
    if (isAppError(error) && (!codes || (codes as readonly ErrorCode[]).includes(error.code)))
      return { value: null, error: error as AppError & { code: C } };
    throw error;
  }
}
