import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Small modules used across the public pages (the root layout and the listing cards); lazy
// parts (toaster, maps, viewers) stay out so they still load only when needed.
const shellModules =
  /[\\/]app[\\/](components[\\/](shell[\\/]|account[\\/]live-notifications|ui[\\/](toasts|spinner|safe-image|field|form-field)\.|properties[\\/](property-card|compare-toggle)\.)|lib[\\/](i18n[\\/]|format[\\/]|location[\\/]geolocation|seo[\\/]|properties[\\/](price-label|compare-store)\.))/;

/** Pure JavaScript packages of many files, bundled into the server build (see `ssr.noExternal`). */
const bundledPackages = [/^drizzle-orm/, /^better-auth/, /^@better-auth\//, /^@better-fetch\//, /^better-call/, /^rou3/];

// The production server bundle starts from server/entry.ts, which serves the API,
// media and the React Router pages from one Hono app (docs/decisions/001-stack.md).
export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
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
                { name: "shell", priority: 1, test: shellModules },
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
