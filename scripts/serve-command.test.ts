import { describe, expect, it } from "vitest";
import { describeServeCommand, packageScripts, parseServeCommand, serveCommand } from "./serve-command.ts";

describe("the server's production command line", () => {
  it("npm start and npm run serve run the server in production mode from their own command line", () => {
    const scripts = packageScripts();
    expect(serveCommand(process.cwd(), {}).env.NODE_ENV).toBe("production");
    // npm start is its build step, then exactly the serve command: the bench starts what both run.
    expect(scripts.start!.endsWith(` && ${scripts.serve}`)).toBe(true);
    expect(serveCommand(process.cwd(), {}).entry).toBe("build/server/index.js");
  });

  it("reads the assignments, with the shell's defaults, Node's flags and the entry", () => {
    const line = "NODE_ENV=production MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} node --max-semi-space-size=16 build/server/index.js";
    expect(parseServeCommand(line, {})).toEqual({
      env: { NODE_ENV: "production", MALLOC_ARENA_MAX: "2" },
      nodeArgs: ["--max-semi-space-size=16"],
      entry: "build/server/index.js",
    });
    expect(parseServeCommand(line, { MALLOC_ARENA_MAX: "4" }).env.MALLOC_ARENA_MAX).toBe("4");
    expect(describeServeCommand(parseServeCommand(line, {}))).toBe(
      "NODE_ENV=production MALLOC_ARENA_MAX=2 node --max-semi-space-size=16 build/server/index.js",
    );
  });

  it("refuses a command line it cannot repeat exactly", () => {
    expect(() => parseServeCommand("NODE_ENV=$MODE node build/server/index.js", {})).toThrow(/value of NODE_ENV/);
    expect(() => parseServeCommand("tsx build/server/index.js", {})).toThrow(/expected `node`/);
    expect(() => parseServeCommand("node build/server/index.js && echo done", {})).toThrow(/one entry file/);
  });
});
