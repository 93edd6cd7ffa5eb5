import { z } from "zod";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Server processes `npm start` runs on this machine, sharing its port (server/processes.ts):
   * unset, one per core (at most 4) with PostgreSQL; the embedded database belongs to one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Connections each process's pool opens at most (the event listener and start-up lock take one more each). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  BASE_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().default(""),
  TRUST_PROXY: booleanFlag.default(false),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Records a changed AUTH_SECRET as the database's own; without it a process whose secret differs refuses to start. */
  AUTH_SECRET_ROTATE: booleanFlag.default(false),
  ADMIN_EMAIL: z.email().default("admin@nhadat.local"),
  ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").default("admin123"),
  ADMIN_NAME: z.string().default("Quản trị viên"),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** API requests per signed-in account per minute. */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** API requests without a session per client address per minute; unset: five times RATE_LIMIT_API_PER_MINUTE (carrier NAT puts many people on one address). */
  RATE_LIMIT_API_ANONYMOUS_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** Sign-in, register, OTP and forgot-password attempts per client address per 10 minutes. */
  RATE_LIMIT_AUTH_PER_10_MINUTES: z.coerce.number().int().positive().default(20),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: booleanFlag.default(false),
  MAIL_FROM: z.string().default("Nhà Đất <no-reply@nhadat.local>"),
  /** outbox: text files under DATA_DIR/outbox/sms; http: POST to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().max(32, "must be at most 32 characters").optional(),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("auto"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z.string().default("© OpenStreetMap contributors"),
  /** Unset: Google when GOOGLE_MAPS_API_KEY is set, else Nominatim. */
  GEOCODER: z.enum(["nominatim", "google"]).optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  NOMINATIM_URL: z.url().default("https://nominatim.openstreetmap.org"),
  GOOGLE_GEOCODE_URL: z.url().default("https://maps.googleapis.com/maps/api/geocode/json"),
  /** At start, listing and project files no row points at and older than this are removed. */
  ORPHAN_SWEEP_GRACE_SECONDS: z.coerce.number().min(0).default(600),
  /** Seconds the geocoder is left alone after an outage (three failures in a row) before one trial call. */
  GEOCODER_PAUSE_SECONDS: z.coerce.number().positive().default(30),
  /** Seconds an idle keep-alive connection stays open; above the 60 s idle timeout of common load balancers. */
  KEEP_ALIVE_SECONDS: z.coerce.number().positive().default(65),
  /** Seconds a SIGTERM waits for requests in flight before closing what is left. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(25),
  /** Seconds a public page rendered for a visitor without a session is served again from memory; 0 renders every request. */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  /**
   * Seconds a process keeps what every page reads alike whatever its URL and reader (the stored
   * settings, the filter panel's categories, wards and facilities); 0 reads them on every render.
   */
  PAGE_DATA_SECONDS: z.coerce.number().min(0).default(5),
  /** Seconds between process readings in the log (heap, external, libvips cache, native memory, event-loop delay); 0 logs none. */
  PROCESS_LOG_SECONDS: z.coerce.number().min(0).default(0),
  /**
   * Payment gateways' hosts, for tests and staging only: unset, each gateway is called at its own
   * https host (app/modules/payments/gateway-hosts.ts); staff cannot change where secrets go.
   */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  PAYPAL_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  PAYSTACK_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  FLUTTERWAVE_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  VNPAY_PAYMENT_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** Google sign-in (OAuth client of type "Web application"): both or neither. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID issuer; discovery reads `<issuer>/.well-known/openid-configuration`. */
  GOOGLE_OAUTH_ISSUER: z.url().default("https://accounts.google.com"),
});

export type Env = z.infer<typeof envSchema> & {
  baseUrl: string;
  /** RATE_LIMIT_API_ANONYMOUS_PER_MINUTE, or its default. */
  anonymousApiPerMinute: number;
  geocoder: "nominatim" | "google";
  /** Google sign-in's client, present when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  googleSignIn: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
};

export class EnvError extends Error {}

/** Reads and validates the environment once; the only reader of process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".") || "environment";
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const env = result.data;
  if (env.STORAGE_DRIVER === "s3") {
    for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[key]) throw new EnvError(`Invalid environment variable ${key}: required when STORAGE_DRIVER=s3`);
    }
  }
  if (env.SMS_PROVIDER === "http") {
    for (const key of ["SMS_HTTP_URL", "SMS_HTTP_TOKEN"] as const) {
      if (!env[key]) throw new EnvError(`Invalid environment variable ${key}: required when SMS_PROVIDER=http`);
    }
  }
  if (env.GEOCODER === "google" && !env.GOOGLE_MAPS_API_KEY) {
    throw new EnvError("Invalid environment variable GOOGLE_MAPS_API_KEY: required when GEOCODER=google");
  }
  if (env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new EnvError(
      "Invalid environment variable WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database belongs to one process)",
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    const missing = env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
    const other = env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_ID" : "GOOGLE_CLIENT_SECRET";
    throw new EnvError(`Invalid environment variable ${missing}: required when ${other} is set`);
  }
  const googleSignIn =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          discoveryUrl: `${env.GOOGLE_OAUTH_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
        }
      : null;
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const geocoder = env.GEOCODER ?? (env.GOOGLE_MAPS_API_KEY ? "google" : "nominatim");
  const anonymousApiPerMinute = env.RATE_LIMIT_API_ANONYMOUS_PER_MINUTE ?? env.RATE_LIMIT_API_PER_MINUTE * 5;
  return { ...env, baseUrl, geocoder, googleSignIn, anonymousApiPerMinute };
}

/** loadEnv for commands: a bad variable prints its one line and exits with status 1. */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
