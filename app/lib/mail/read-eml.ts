/**
 * Reads the .eml files the outbox mailer writes (nodemailer's output): headers unfolded and
 * their encoded words decoded, and the plain-text body, from a multipart message its
 * text/plain part, with the transfer encoding undone.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
}

function splitHeadersAndBody(raw: string): { head: string; body: string } {
  const text = raw.replace(/\r\n/g, "\n");
  const split = text.indexOf("\n\n");
  return split < 0 ? { head: text, body: "" } : { head: text.slice(0, split), body: text.slice(split + 2) };
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const source = underscoreIsSpace ? text.replace(/_/g, " ") : text;
  const bytes: number[] = [];
  const unfolded = source.replace(/=\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const char = unfolded[i]!;
    const hex = unfolded.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(char));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** "=?UTF-8?Q?Xin_ch=C3=A0o?=" → "Xin chào"; adjacent encoded words join without the space between them. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_whole, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data, true),
    );
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeHeaderValue(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? "").toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseEml(raw: string): ParsedMail {
  const { head, body } = splitHeadersAndBody(raw);
  const headers = parseHeaders(head);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return { headers, text: decodeBody(body, headers.get("content-transfer-encoding")).trim() };
  const parts = body.split(`--${boundary}`).slice(1);
  for (const part of parts) {
    if (part.startsWith("--")) break;
    const inner = parseEml(part.replace(/^\n/, ""));
    const innerType = inner.headers.get("content-type") ?? "text/plain";
    if (/^text\/plain/i.test(innerType) || /^multipart\//i.test(innerType)) {
      if (inner.text) return { headers, text: inner.text };
    }
  }
  return { headers, text: "" };
}
