import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Stands in for Google's OpenID provider at the HTTP boundary: tests have no internet.

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

export interface FakeGoogle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the authorization endpoint approves next ("deny" answers access_denied, "hold" waits on a consent page). */
  setProfile: (profile: GoogleProfile | "deny" | "hold") => void;
  /** An RS256 ID token for a profile; `otherKey` signs with a key the JWKS does not hold. */
  idToken: (profile: GoogleProfile, claims?: Record<string, unknown>, options?: { otherKey?: boolean }) => string;
  /** Authorization requests seen, newest last (to check state, PKCE and nonce were sent). */
  authorizations: URLSearchParams[];
  close: () => Promise<void>;
}

interface PendingCode {
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  profile: GoogleProfile;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const input = `${base64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${base64url(sign("sha256", Buffer.from(input), key))}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

export async function startFakeGoogle(
  options: { clientId?: string; clientSecret?: string; port?: number; host?: string; profile?: GoogleProfile } = {},
): Promise<FakeGoogle> {
  const clientId = options.clientId ?? "nhadat-test.apps.googleusercontent.com";
  const clientSecret = options.clientSecret ?? "test-google-secret";
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const other = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  const jwk = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, GoogleProfile>();
  const authorizations: URLSearchParams[] = [];
  let profile: GoogleProfile | "deny" | "hold" = options.profile ?? {
    sub: "100000000000000000001",
    email: "google.user@gmail.com",
    email_verified: true,
    name: "Google User",
  };
  let issuer = "";

  const idToken: FakeGoogle["idToken"] = (who, claims = {}, signOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: issuer, aud: clientId, azp: clientId, iat: now, exp: now + 3600, ...who, ...claims };
    return signJwt(payload, signOptions.otherKey ? other.privateKey : privateKey, kid);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: "server_error", error_description: String(error) }));
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const url = new URL(req.url ?? "/", issuer);
    if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/v1/userinfo`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        scopes_supported: ["openid", "email", "profile"],
        code_challenge_methods_supported: ["S256", "plain"],
      });
    }
    if (req.method === "GET" && url.pathname === "/oauth2/v3/certs") return json(res, 200, { keys: [jwk] });
    if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
      const params = url.searchParams;
      authorizations.push(params);
      const redirectUri = params.get("redirect_uri");
      if (params.get("client_id") !== clientId || !redirectUri || params.get("response_type") !== "code") {
        return json(res, 400, { error: "invalid_request" });
      }
      if (profile === "hold") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end('<!doctype html><html lang="en"><title>Choose an account</title><main><h1>Choose an account</h1></main></html>');
      }
      const back = new URL(redirectUri);
      if (params.get("state")) back.searchParams.set("state", params.get("state")!);
      if (profile === "deny") {
        back.searchParams.set("error", "access_denied");
      } else {
        const code = randomBytes(16).toString("hex");
        codes.set(code, { redirectUri, codeChallenge: params.get("code_challenge"), nonce: params.get("nonce"), profile });
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(await readBody(req));
      const basic = req.headers.authorization?.startsWith("Basic ")
        ? Buffer.from(req.headers.authorization.slice(6), "base64").toString("utf8").split(":").map(decodeURIComponent)
        : [];
      const [id, secret] = basic.length ? basic : [form.get("client_id"), form.get("client_secret")];
      if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: "invalid_client" });
      const pending = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!pending || pending.redirectUri !== form.get("redirect_uri")) return json(res, 400, { error: "invalid_grant" });
      const verifier = form.get("code_verifier") ?? "";
      if (!pending.codeChallenge || createHash("sha256").update(verifier).digest("base64url") !== pending.codeChallenge) {
        return json(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
      }
      const accessToken = randomBytes(16).toString("hex");
      accessTokens.set(accessToken, pending.profile);
      const nonce = pending.nonce ? { nonce: pending.nonce } : {};
      return json(res, 200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3599,
        scope: "openid email profile",
        id_token: idToken(pending.profile, nonce),
      });
    }
    if (req.method === "GET" && url.pathname === "/v1/userinfo") {
      const who = accessTokens.get(req.headers.authorization?.replace(/^Bearer /, "") ?? "");
      return who ? json(res, 200, who) : json(res, 401, { error: "invalid_token" });
    }
    if (req.method === "POST" && url.pathname === "/__profile") {
      // Body: a profile, or {"mode": "deny" | "hold"}.
      const body = JSON.parse(await readBody(req)) as GoogleProfile | { mode: "deny" | "hold" };
      profile = "mode" in body ? body.mode : body;
      return json(res, 200, { ok: true });
    }
    json(res, 404, { error: "not_found" });
  }
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    setProfile: (next) => {
      profile = next;
    },
    idToken,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
