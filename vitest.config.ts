import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so the React Router plugin is not loaded for tests.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    globalSetup: ["./tests/setup/global-setup.ts"],
  },
});
