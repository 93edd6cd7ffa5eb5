import { describe, expect, it } from "vitest";
import { afterFirstPaint, takePreloads, withScriptsAfterPaint } from "./scripts-after-paint.server.ts";

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

const modulePreloads =
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><link rel="modulepreload" href="/assets/list.js" nonce="n"/>';
const dataPreload = '<link rel="preload" as="fetch" href="/i18n/vi.0123456789abcdef.json" crossorigin="anonymous" fetchPriority="low"/>';
const head =
  '<!DOCTYPE html><html lang="vi"><head><title>Nhà Đất Sài Gòn</title><link rel="preload" as="image" href="/logo.svg"/>' +
  modulePreloads +
  dataPreload +
  '<link rel="stylesheet" href="/assets/app.css"/></head>';
const headAfter =
  '<!DOCTYPE html><html lang="vi"><head><title>Nhà Đất Sài Gòn</title><link rel="preload" as="image" href="/logo.svg"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/>';
const lowModulePreloads = modulePreloads.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
// React Router's module script, as `<Scripts />` writes it.
const moduleScript =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1_main from "/assets/list.js";\nconst route1 = {...route1_main};\n' +
  '  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client.js", "imports": ["/assets/framework.js"]}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"properties":route1};\n\nimport("/assets/entry.client.js");';
const body = (script: string) =>
  '<body><p>Giá 5 tỷ</p><pre>&lt;link rel="modulepreload"</pre><script type="application/ld+json">{"@type":"ItemList"}</script>' +
  `<script>window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${script}</script>` +
  '<!--$--><script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("takePreloads", () => {
  it("takes the module and data preloads out of the head, the module preloads at low priority, and leaves the photos' preloads", () => {
    expect(takePreloads(head.slice(0, head.indexOf("</head>")))).toEqual({
      head: headAfter,
      preloads: [
        ...lowModulePreloads
          .split("/>")
          .filter(Boolean)
          .map((tag) => `${tag}/>`),
        dataPreload,
      ],
    });
  });
});

describe("afterFirstPaint", () => {
  it("waits for a painted frame, puts the preloads back two to a task, then imports the route modules together and runs the rest as written", () => {
    const links = ["a", "b", "c", "d", "e"].map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`);
    const script = afterFirstPaint(moduleScript, [...links, "<link rel=preload>"])!;
    // `<` escaped: the tags inside a script element cannot close it.
    const escaped = (tags: string[]) => JSON.stringify(tags.join("")).replace(/</g, "\\u003c");
    expect(script.split("\n").slice(0, 13)).toEqual([
      ";",
      'if (document.visibilityState !== "hidden") await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));',
      "{",
      "  const { port1, port2 } = new MessageChannel();",
      `  for (const links of [${escaped(links.slice(0, 2))},${escaped(links.slice(2, 4))},${escaped([links[4]!, "<link rel=preload>"])}]) {`,
      '    document.head.insertAdjacentHTML("beforeend", links);',
      "    await new Promise((go) => { port1.onmessage = go; port2.postMessage(0); });",
      "  }",
      "  port1.close();",
      "}",
      'const [route0, route1_main] = await Promise.all([import("/assets/root.js"), import("/assets/list.js")]);',
      "const route1 = {...route1_main};",
      '  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client.js", "imports": ["/assets/framework.js"]}};',
    ]);
    expect(script).not.toContain("<link");
    expect(script).not.toMatch(/^import \*/m);
    expect(
      script.endsWith('window.__reactRouterRouteModules = {"root":route0,"properties":route1};\n\nimport("/assets/entry.client.js");'),
    ).toBe(true);
  });

  it("leaves a script of another form alone", () => {
    expect(afterFirstPaint('import { a } from "/x.js";\nimport * as b from "/y.js";', [])).toBeNull();
    expect(afterFirstPaint('import * as b from "/y.js";\nimport "/side-effect.js";\nb();', [])).toBeNull();
    expect(afterFirstPaint('window.__reactRouterRouteModules = {};\nimport("/entry.js");', [])).toBeNull();
  });
});

describe("withScriptsAfterPaint", () => {
  const expected =
    headAfter +
    body(
      afterFirstPaint(moduleScript, [
        ...lowModulePreloads
          .split("/>")
          .filter(Boolean)
          .map((tag) => `${tag}/>`),
        dataPreload,
      ])!,
    );

  it("sends the head without the preloads and the module script that puts them back after the first paint", async () => {
    const { text } = await read(withScriptsAfterPaint(streamOf([bytes(head + body(moduleScript))])));
    expect(text.slice(0, text.indexOf("</head>"))).toBe(headAfter);
    expect(text).toBe(expected.replace("<body>", "</head><body>"));
  });

  it("finds the head's end and the module script across chunks, cut inside a letter, the tag and the script", async () => {
    const whole = bytes(head + body(moduleScript));
    const text = Buffer.from(whole).toString("utf8");
    const cuts = [
      whole.indexOf(0xc3) + 1, // between the two bytes of "à" in the title
      Buffer.byteLength(text.slice(0, text.indexOf("</head>") + 3)), // inside "</head>"
      Buffer.byteLength(text.slice(0, text.indexOf(' type="module"') + 5)), // inside the module tag
      Buffer.byteLength(text.slice(0, text.indexOf("import * as route1"))), // inside the script
      Buffer.byteLength(text.slice(0, text.indexOf("</script><!--$-->") + 4)), // inside its end tag
    ];
    const chunks = [0, ...cuts].map((from, i) => whole.subarray(from, cuts[i] ?? whole.length));
    expect((await read(withScriptsAfterPaint(streamOf(chunks)))).text).toBe(expected.replace("<body>", "</head><body>"));
  });

  it("finds the module script in a body sent a few bytes at a time", async () => {
    const whole = bytes(head + body(moduleScript));
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < whole.length; at += 7) chunks.push(whole.subarray(at, at + 7));
    expect((await read(withScriptsAfterPaint(streamOf(chunks)))).text).toBe(expected.replace("<body>", "</head><body>"));
  });

  it("passes every chunk after the module script on as it came, one for one", async () => {
    const later = [bytes("<p>1</p>"), bytes("<p>2</p>"), bytes("</body></html>")];
    const first = head + `<body><script nonce="n" type="module" async="">${moduleScript}</script>`;
    const { parts } = await read(withScriptsAfterPaint(streamOf([bytes(first), ...later])));
    expect(parts.slice(-3)).toEqual(later);
  });

  it("puts the preloads back before a module script of another form, which runs as it was", async () => {
    const other = 'import { x } from "/assets/x.js";\nx();';
    const { text } = await read(withScriptsAfterPaint(streamOf([bytes(head + body(other))])));
    const preloads = lowModulePreloads + dataPreload;
    expect(text).toBe(
      headAfter + "</head>" + body(other).replace('<script nonce="n" type="module"', `${preloads}<script nonce="n" type="module"`),
    );
  });

  it("sends a document without a head or without a module script as it came, but for the head's preloads", async () => {
    const fragment = '<p>Không có head</p><link rel="modulepreload" href="/a.js"/>';
    expect((await read(withScriptsAfterPaint(streamOf([bytes(fragment)])))).text).toBe(fragment);
    const withoutScripts = "<body><p>Lỗi</p></body></html>";
    expect((await read(withScriptsAfterPaint(streamOf([bytes(head + withoutScripts)])))).text).toBe(headAfter + "</head>" + withoutScripts);
  });
});
