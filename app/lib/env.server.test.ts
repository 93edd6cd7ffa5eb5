import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.server.ts";

function failure(source: Record<string, string>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error("loadEnv accepted the environment");
}

const s3 = {
  STORAGE_DRIVER: "s3",
  S3_ENDPOINT: "https://s3.example.com",
  S3_BUCKET: "nhadat",
  S3_ACCESS_KEY_ID: "AKID",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("loadEnv", () => {
  it("applies defaults to an empty environment", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.STORAGE_DRIVER).toBe("local");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.baseUrl).toBe("http://localhost:3000");
  });

  it("treats empty values as unset and derives the base URL", () => {
    const env = loadEnv({ PORT: "8080", DATABASE_URL: "", BASE_URL: "https://nhadat.example.vn/" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.baseUrl).toBe("https://nhadat.example.vn");
  });

  it("names a bad PORT in one line", () => {
    for (const port of ["abc", "70000", "-1", "80.5"]) {
      const error = failure({ PORT: port });
      expect(error.message).toMatch(/^Invalid environment variable PORT: /);
      expect(error.message).not.toContain("\n");
    }
  });

  it("names a DATABASE_URL that is not a PostgreSQL URL", () => {
    const error = failure({ DATABASE_URL: "mysql://root@localhost/nhadat" });
    expect(error.message).toBe("Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql://");
    expect(loadEnv({ DATABASE_URL: "postgresql://app:pw@db:5432/nhadat" }).DATABASE_URL).toBe("postgresql://app:pw@db:5432/nhadat");
  });

  it("takes several server processes only with PostgreSQL", () => {
    const postgres = "postgres://app@db/nhadat";
    expect(loadEnv({ DATABASE_URL: postgres, WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(loadEnv({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(loadEnv({}).WEB_CONCURRENCY).toBeUndefined();
    expect(failure({ WEB_CONCURRENCY: "2" }).message).toBe(
      "Invalid environment variable WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database belongs to one process)",
    );
    expect(failure({ DATABASE_URL: postgres, WEB_CONCURRENCY: "0" }).message).toMatch(/^Invalid environment variable WEB_CONCURRENCY: /);
  });

  it("names each S3 setting that STORAGE_DRIVER=s3 needs", () => {
    expect(loadEnv(s3).STORAGE_DRIVER).toBe("s3");
    for (const missing of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      const error = failure({ ...s3, [missing]: "" });
      expect(error.message).toBe(`Invalid environment variable ${missing}: required when STORAGE_DRIVER=s3`);
    }
  });

  it("names other bad values: short AUTH_SECRET, unknown LOG_LEVEL, Google geocoder without a key", () => {
    expect(failure({ AUTH_SECRET: "short" }).message).toMatch(/^Invalid environment variable AUTH_SECRET: must be at least 32 characters$/);
    expect(failure({ LOG_LEVEL: "loud" }).message).toMatch(/^Invalid environment variable LOG_LEVEL: /);
    expect(failure({ GEOCODER: "google" }).message).toMatch(/^Invalid environment variable GOOGLE_MAPS_API_KEY: /);
  });

  it("chooses the SMS provider and names what SMS_PROVIDER=http lacks", () => {
    expect(loadEnv({}).SMS_PROVIDER).toBe("outbox");
    const http = { SMS_PROVIDER: "http", SMS_HTTP_URL: "https://sms.example.vn/send", SMS_HTTP_TOKEN: "tok" };
    expect(loadEnv(http)).toMatchObject({ SMS_PROVIDER: "http", SMS_HTTP_URL: "https://sms.example.vn/send" });
    expect(loadEnv(http).SMS_SENDER).toBeUndefined();
    expect(failure({ SMS_PROVIDER: "carrier-pigeon" }).message).toMatch(/^Invalid environment variable SMS_PROVIDER: /);
    expect(failure({ ...http, SMS_HTTP_URL: "" }).message).toBe(
      "Invalid environment variable SMS_HTTP_URL: required when SMS_PROVIDER=http",
    );
    expect(failure({ ...http, SMS_HTTP_TOKEN: "" }).message).toBe(
      "Invalid environment variable SMS_HTTP_TOKEN: required when SMS_PROVIDER=http",
    );
    expect(failure({ ...http, SMS_HTTP_URL: "ftp://sms.example.vn" }).message).toBe(
      "Invalid environment variable SMS_HTTP_URL: must be an http(s) URL",
    );
    expect(failure({ ...http, SMS_HTTP_URL: "not a url" }).message).toBe(
      "Invalid environment variable SMS_HTTP_URL: must be an http(s) URL",
    );
  });
});
