/**
 * The page's module preloads (React Router's `<Scripts />`, hoisted into the head by React) ask
 * for the scripts at low priority. The scripts only hydrate what the server already rendered, so
 * on a slow connection the stylesheet and the first photos should not share the bandwidth with
 * ~110 KB of script: a browser fetches low-priority requests after the render-blocking ones. The
 * links are React Router's own elements, which take no priority; the head is rewritten as it
 * leaves the renderer, once per page, before `</head>` (a few KB), and the rest of the document
 * passes through untouched. React adopts the links on hydration by their href, rel, title and
 * crossorigin, so the extra attribute changes nothing there.
 */
const headEnd = Buffer.from("</head>");
const preloadTag = /<link rel="modulepreload"/g;
const lowPriorityPreload = '<link rel="modulepreload" fetchpriority="low"';

function lowerScriptPriority(html: string): string {
  return html.replace(preloadTag, lowPriorityPreload);
}

export function withLowPriorityScripts(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let head: Buffer[] | null = [];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A pull that enqueues nothing is not called again: read on until the head is whole.
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          // A document without a head (none is rendered so) goes out as it came.
          if (head?.length) controller.enqueue(Buffer.concat(head));
          head = null;
          controller.close();
          return;
        }
        if (!head) {
          controller.enqueue(value);
          return;
        }
        head.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
        const joined = head.length === 1 ? head[0]! : Buffer.concat(head);
        const end = joined.indexOf(headEnd);
        if (end < 0) {
          head = [joined];
          continue;
        }
        head = null;
        controller.enqueue(Buffer.from(lowerScriptPriority(joined.toString("utf8", 0, end)), "utf8"));
        controller.enqueue(joined.subarray(end));
        return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
