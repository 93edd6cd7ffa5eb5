/** The headers staff see in the admin outbox list. */
export interface MailHeaders {
  from: string;
  to: string;
  subject: string;
  date: string;
}

function decodeQ(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "_") bytes.push(0x20);
    else if (ch === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(ch.charCodeAt(0));
  }
  return new Uint8Array(bytes);
}

/** Decodes RFC 2047 encoded words ("=?UTF-8?Q?M=C3=A3?="); whitespace between adjacent words is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_whole, charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQ(text);
      try {
        return new TextDecoder(charset).decode(bytes);
      } catch {
        return text;
      }
    });
}

/** Reads From, To, Subject and Date from a raw .eml message, unfolding and decoding them. */
export function readMailHeaders(eml: string): MailHeaders {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const get = (name: string) => decodeEncodedWords(headers.get(name) ?? "");
  return { from: get("from"), to: get("to"), subject: get("subject"), date: get("date") };
}
