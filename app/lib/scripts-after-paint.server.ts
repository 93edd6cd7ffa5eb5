/**
 * Hydration code starts after the first paint. The server-rendered page is whole without it: on
 * a slow connection the stylesheet and the first photos get the bandwidth, and the ~110 KB of
 * script that hydrates the page come once the browser has painted.
 *
 * The document is rewritten as it leaves the renderer, once per page:
 * - the head's module preloads (React Router's `<Scripts />`, hoisted there by React) and its
 *   fetch preloads (the dictionary, the filter panel's choices: data awaited before hydrating,
 *   app/entry.client.tsx) leave the head;
 * - React Router's module script, whose static imports would fetch the route modules as soon
 *   as it is parsed, waits for a frame to be painted (not in a hidden tab, which paints none),
 *   puts the preloads back into the head (module preloads at low priority: photos still coming
 *   go first) two at a time, each two in a task of their own, and imports the route modules
 *   dynamically, in parallel; the rest of it runs as React Router wrote it. Each link starts a
 *   request as it goes in, 1–2.5 ms of the main thread apiece on the project's 2-core machine
 *   (more under a trace): the sixteen of a listing page put back at once were one task of 6–67
 *   ms (median 35 over twelve traced loads), which Lighthouse counts four times over
 *   (docs/benchmarks/speed-notes.md, "Twenty-sixth round").
 * React adopts the links on hydration by their href, rel, title and crossorigin. A module
 * script of another form is left as it is, the links put back before it. The rest of the
 * document passes through untouched, chunk for chunk.
 */
const headEnd = Buffer.from("</head>");
const moduleType = Buffer.from(' type="module"');
const scriptOpen = Buffer.from("<script");
const scriptClose = Buffer.from("</script>");
/** Enough of the body kept back to find the module script's opening tag across chunks. */
const keptBack = 256;

const preloadTag = /<link rel="(?:modulepreload"|preload" as="fetch")[^>]*>/g;

/** The head without its script and data preloads, and those preloads (module preloads at low priority). */
export function takePreloads(head: string): { head: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = head.replace(preloadTag, (tag) => {
    preloads.push(
      tag.startsWith('<link rel="modulepreload"')
        ? tag.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
        : tag,
    );
    return "";
  });
  return { head: rest, preloads };
}

/** How many preloads go back into the head in one task. */
const preloadsPerTask = 2;

const staticImport = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");\n/;

/**
 * React Router's module script made to start after the first paint, or null when it is not of
 * the form known here (`import * as name from "url";` lines, then code without other imports).
 */
export function afterFirstPaint(script: string, preloads: string[]): string | null {
  let rest = script.replace(/^[;\s]+/, "");
  const names: string[] = [];
  const urls: string[] = [];
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    names.push(match[1]!);
    urls.push(match[2]!);
    rest = rest.slice(match[0].length);
  }
  if (!names.length || /(^|[;\n])\s*import\s*[\s{*"']/.test(rest)) return null;
  const groups: string[] = [];
  for (let at = 0; at < preloads.length; at += preloadsPerTask) groups.push(preloads.slice(at, at + preloadsPerTask).join(""));
  const links = JSON.stringify(groups).replace(/</g, "\\u003c");
  return [
    ";",
    'if (document.visibilityState !== "hidden") await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));',
    // A message, not a timer, ends each task: a hidden tab's timers wait up to a second each. The
    // block keeps its names out of the code after it.
    "{",
    "  const { port1, port2 } = new MessageChannel();",
    `  for (const links of ${links}) {`,
    '    document.head.insertAdjacentHTML("beforeend", links);',
    "    await new Promise((go) => { port1.onmessage = go; port2.postMessage(0); });",
    "  }",
    "  port1.close();",
    "}",
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

export function withScriptsAfterPaint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let phase: "head" | "body" | "rest" = "head";
  let held: Buffer = Buffer.alloc(0);
  let preloads: string[] = [];

  /**
   * Sends what can go out of the body held so far, holding the rest until the module script is
   * whole; true once that script has gone out.
   */
  function scanBody(controller: ReadableStreamDefaultController<Uint8Array>): boolean {
    const typeAt = held.indexOf(moduleType);
    const openAt = typeAt < 0 ? -1 : held.lastIndexOf(scriptOpen, typeAt);
    const inTag = openAt >= 0 && !held.subarray(openAt, typeAt).includes(">".charCodeAt(0));
    if (!inTag) {
      // The tag is not here yet (or this is not a script's type): send all but a tail a tag could start in.
      const from = typeAt < 0 ? Math.max(0, held.length - keptBack) : typeAt + moduleType.length;
      if (from > 0) controller.enqueue(held.subarray(0, from));
      held = held.subarray(from);
      return false;
    }
    const contentAt = held.indexOf(">", typeAt) + 1;
    const closeAt = contentAt > 0 ? held.indexOf(scriptClose, contentAt) : -1;
    if (closeAt < 0) {
      if (openAt > 0) controller.enqueue(held.subarray(0, openAt));
      held = held.subarray(openAt);
      return false;
    }
    const script = afterFirstPaint(held.toString("utf8", contentAt, closeAt), preloads);
    if (openAt > 0) controller.enqueue(held.subarray(0, openAt));
    if (script === null) controller.enqueue(Buffer.from(preloads.join("") + held.toString("utf8", openAt, contentAt), "utf8"));
    else controller.enqueue(Buffer.from(held.toString("utf8", openAt, contentAt) + script, "utf8"));
    controller.enqueue(script === null ? held.subarray(contentAt) : held.subarray(closeAt));
    held = Buffer.alloc(0);
    return true;
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A pull that enqueues nothing is not called again: read on until something can go out.
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          // A document without a head or without hydration scripts (none is rendered so) goes out as it came.
          if (held.length) controller.enqueue(held);
          controller.close();
          return;
        }
        if (phase === "rest") {
          controller.enqueue(value);
          return;
        }
        const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        held = held.length ? Buffer.concat([held, chunk]) : chunk;
        const sizeBefore = held.length;
        if (phase === "head") {
          const end = held.indexOf(headEnd);
          if (end < 0) continue;
          const taken = takePreloads(held.toString("utf8", 0, end));
          preloads = taken.preloads;
          controller.enqueue(Buffer.from(taken.head, "utf8"));
          held = held.subarray(end);
          phase = "body";
        }
        if (scanBody(controller)) {
          phase = "rest";
          return;
        }
        if (held.length < sizeBefore) return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
