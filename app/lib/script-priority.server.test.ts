import { describe, expect, it } from "vitest";
import { withLowPriorityScripts } from "./script-priority.server.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
const read = async (stream: ReadableStream<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return { parts, text: Buffer.concat(parts).toString("utf8") };
};

const head =
  '<!DOCTYPE html><html lang="vi"><head><title>Nhà Đất Sài Gòn</title>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><link rel="modulepreload" href="/assets/list.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head>';
const body = '<body><p>Giá 5 tỷ</p><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/late.js"/></body></html>';

describe("withLowPriorityScripts", () => {
  it("asks for the head's module preloads at low priority and leaves the rest of the document as it was", async () => {
    const { text } = await read(withLowPriorityScripts(streamOf([bytes(head + body)])));
    expect(text).toBe(head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + body);
    expect(text.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("finds the head's end across chunks, even when a chunk ends inside a letter of several bytes", async () => {
    const whole = bytes(head + body);
    // "Nhà": the cut falls between the two bytes of "à"; the next cut falls inside "</head>".
    const split = [whole.indexOf(0xc3) + 1, whole.length - bytes(body).length - 3];
    const chunks = [whole.subarray(0, split[0]), whole.subarray(split[0], split[1]), whole.subarray(split[1])];
    const { text } = await read(withLowPriorityScripts(streamOf(chunks)));
    expect(text).toBe(head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + body);
  });

  it("passes every chunk after the head on as it came, one for one", async () => {
    const later = [bytes("<p>1</p>"), bytes("<p>2</p>"), bytes("</body></html>")];
    const { parts } = await read(withLowPriorityScripts(streamOf([bytes(head + "<body>"), ...later])));
    expect(parts.slice(2)).toEqual(later);
  });

  it("sends a document without a head unchanged", async () => {
    const fragment = '<p>Không có head</p><link rel="modulepreload" href="/a.js"/>';
    expect((await read(withLowPriorityScripts(streamOf([bytes(fragment)])))).text).toBe(fragment);
  });
});
