import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The production server bundle starts from server/entry.ts, which serves the API,
// media and the React Router pages from one Hono app (docs/decisions/001-stack.md).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router load on every page together: one request for
            // them instead of seven, and brotli compresses them better as one file.
            codeSplitting: {
              groups: [{ name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/ }],
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
