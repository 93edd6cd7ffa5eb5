// The server's production command line, read from package.json's `serve` script (which
// `npm start` runs after its build step), so that the bench, the ops scripts and Lighthouse
// start the server exactly as `npm start` and `npm run serve` do: the same environment
// assignments (NODE_ENV=production, MALLOC_ARENA_MAX) and the same Node flags.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface ServeCommand {
  /** The command line's leading VAR=value assignments, `${VAR:-default}` resolved. */
  env: Record<string, string>;
  /** Flags given to Node before the entry file. */
  nodeArgs: string[];
  /** The entry file, relative to the project's root. */
  entry: string;
}

/**
 * Parses a command line of the form `VAR=value … node --flag … entry.js`. A value may be
 * `${VAR:-default}` (the shell's default expansion), read from `environment`.
 */
export function parseServeCommand(line: string, environment: NodeJS.ProcessEnv = process.env): ServeCommand {
  const words = line.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length; i++) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(words[i]!);
    if (!assignment) break;
    const [, name, value] = assignment as unknown as [string, string, string];
    const fallback = /^\$\{([A-Z_][A-Z0-9_]*):-([^}]*)\}$/.exec(value);
    if (fallback) env[name] = environment[fallback[1]!] || fallback[2]!;
    else if (/[$`"'\\]/.test(value)) throw new Error(`serve command: cannot read the value of ${name}: ${value}`);
    else env[name] = value;
  }
  if (words[i] !== "node") throw new Error(`serve command: expected \`node\` after the assignments in: ${line}`);
  const nodeArgs: string[] = [];
  for (i++; i < words.length && words[i]!.startsWith("-"); i++) nodeArgs.push(words[i]!);
  const entry = words[i];
  if (!entry || i !== words.length - 1) throw new Error(`serve command: expected one entry file after Node's flags in: ${line}`);
  return { env, nodeArgs, entry };
}

/** package.json's scripts. */
export function packageScripts(root = process.cwd()): Record<string, string> {
  return (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
}

/** `npm run serve`'s command line, parsed. */
export function serveCommand(root = process.cwd(), environment: NodeJS.ProcessEnv = process.env): ServeCommand {
  return parseServeCommand(packageScripts(root).serve ?? "", environment);
}

/** The serve command as one line, for records (`NODE_ENV=production … node … build/server/index.js`). */
export function describeServeCommand(command: ServeCommand): string {
  return [...Object.entries(command.env).map(([k, v]) => `${k}=${v}`), "node", ...command.nodeArgs, command.entry].join(" ");
}
