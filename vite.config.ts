import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * V8's compile hint: a script that starts with this comment has all its functions compiled while
 * it downloads, off the main thread, instead of each on its first call during hydration. For the
 * two files every page runs at once (docs/benchmarks/speed-notes.md, "Twenty-fourth round").
 */
function compileHints(chunkNames: string[]): Plugin {
  return {
    name: "compile-hints",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || !chunkNames.includes(file.name)) continue;
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          // A measuring build's source map (BUILD_SOURCEMAP=1, already in the bundle as its own
          // file) moves down the line the hint takes, or profiles would name the wrong functions.
          const map = file.sourcemapFileName ? bundle[file.sourcemapFileName] : undefined;
          if (map?.type === "asset" && typeof map.source === "string") {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

// Small modules every public page runs (the root route, whose own file then only imports this
// chunk, the root layout, the listing cards, the formatting and meta helpers they call); a group
// takes the modules they import along. The client entry keeps its own file: it hydrates when it
// runs, which must wait until React Router's module script has set the page's route modules,
// after the route modules (and this chunk) have run (app/lib/scripts-after-paint.server.ts). Lazy parts (toaster,
// maps, viewers) and what only some pages use (form fields and the amounts typed in them, the
// listing's structured data, dates in words) stay out, so the pages that need them load them
// (npm run js-budget shows what each page loads).
const shellModules =
  /[\\/]app[\\/](root\.tsx|components[\\/](shell[\\/]|ui[\\/](toasts|spinner|safe-image)\.|properties[\\/](property-card|compare-toggle)\.)|lib[\\/](i18n[\\/]|format[\\/](format-amount|format-area|format-date|formatters)\.|location[\\/]geolocation|seo[\\/](alternates|jsonld|meta|page-seo|page-title|site-paths)\.|properties[\\/](price-label|compare-store)\.))/;

const fieldModules = /[\\/]app[\\/](components[\\/]ui[\\/](field|form-field|price-input)\.|lib[\\/]format[\\/]read-amount\.)/;

/** Pure JavaScript packages of many files, bundled into the server build (see `ssr.noExternal`). */
const bundledPackages = [/^drizzle-orm/, /^better-auth/, /^@better-auth\//, /^@better-fetch\//, /^better-call/, /^rou3/];

// The production server bundle starts from server/entry.ts, which serves the API,
// media and the React Router pages from one Hono app (docs/decisions/001-stack.md).
export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), compileHints(["framework", "shell"])],
  environments: {
    client: {
      build: {
        // Source maps only for a build made to read profiles by (`npm run lighthouse -- --tasks`):
        // the server would serve them with the scripts.
        sourcemap: process.env.BUILD_SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            // What every page loads comes in two files instead of twenty: React, React DOM and
            // React Router in one, the shell's small shared modules in another. Each request
            // costs a round trip on a phone network; brotli also packs one file better than many.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  priority: 2,
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|preload-helper/,
                },
                // The app banner is fetched after hydration, only where an app-store id is set.
                { name: "shell", priority: 1, test: (id: string) => shellModules.test(id) && !/[\\/]app-banner\./.test(id) },
                // The form fields the list, map and detail pages show (filters, amounts, the
                // inquiry): one file, not four.
                { name: "fields", priority: 1, test: fieldModules },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: { input: "./server/entry.ts" },
      },
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg", "pino", "nodemailer"],
    // The production bundle carries these packages inside build/server rather than importing
    // them from node_modules at start: Node resolves an external package file by file, reading its
    // package.json for each (drizzle-orm's is 179 KB), which cost ~1.5 s of CPU at every start
    // (docs/benchmarks/startup.md). Only for the build: the dev server loads them as they are.
    noExternal: command === "build" ? bundledPackages : [],
  },
}));
