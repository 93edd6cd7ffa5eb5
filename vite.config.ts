import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Small modules used across the public pages (the root layout and the listing cards); lazy
// parts (toaster, maps, viewers) stay out so they still load only when needed.
const shellModules =
  /[\\/]app[\\/](components[\\/](shell[\\/]|account[\\/]live-notifications|ui[\\/](toasts|spinner|safe-image|field|form-field)\.|properties[\\/](property-card|compare-toggle)\.)|lib[\\/](i18n[\\/]|format[\\/]|location[\\/]geolocation|seo[\\/]|properties[\\/](price-label|compare-store)\.))/;

// The production server bundle starts from server/entry.ts, which serves the API,
// media and the React Router pages from one Hono app (docs/decisions/001-stack.md).
export default defineConfig({
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
  },
});
