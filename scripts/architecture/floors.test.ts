import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The floors of the house (docs/decisions/008-module-boundaries.md): an import may point
 * down a floor or along one, never up; users build on auth, never the reverse. The first
 * matching rule applies. Reads every source file's imports as text; no database, no bundler.
 */
const root = path.resolve(import.meta.dirname, "../..");

interface Rule {
  from: string;
  forbidden: string[];
  /** Floors the rule's test files may still import (a server test drives a page's loader or action). */
  testsMay?: string[];
}

const rules: Rule[] = [
  { from: "db/schema/", forbidden: ["app/", "server/"] },
  { from: "app/lib/", forbidden: ["app/modules/", "app/routes/", "app/components/", "app/root.tsx", "server/"] },
  { from: "app/components/", forbidden: ["app/routes/", "app/root.tsx", "server/"] },
  { from: "app/modules/auth/", forbidden: ["app/modules/users/", "app/routes/", "app/components/", "app/root.tsx", "server/"] },
  { from: "app/modules/", forbidden: ["app/routes/", "app/components/", "app/root.tsx", "server/"] },
  { from: "app/routes/", forbidden: ["server/"] },
  { from: "server/", forbidden: ["app/routes/", "app/components/", "app/root.tsx"], testsMay: ["app/routes/"] },
];

/** Pages, API handlers, components and the server never read or write tables: only modules (and the plumbing under them) do. Tests may build rows. */
const tableReaders = ["app/routes/", "app/root.tsx", "app/components/", "server/"];

function sourceFiles(dir: string, name = /\.(ts|tsx)$/): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(relative, name));
    else if (name.test(entry.name)) files.push(relative);
  }
  return files;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The repository-relative targets of a file's relative imports. */
export function importsOf(file: string, source: string): string[] {
  const targets: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith(".")) continue;
    targets.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
  }
  return targets;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The whole tree's code: the app, the server, the database, the scripts and the test support. */
function allSourceFiles(): string[] {
  return ["app", "server", "db", "scripts", "tests"].flatMap((dir) => sourceFiles(dir));
}

/** Every import of a table by a file that is not a module, as "from → to". */
function tableImports(): string[] {
  const broken: string[] = [];
  for (const file of allSourceFiles()) {
    if (isTest(file) || !tableReaders.some((floor) => file.startsWith(floor))) continue;
    for (const target of importsOf(file, readFileSync(path.join(root, file), "utf8"))) {
      if (target.startsWith("db/schema/")) broken.push(`${file} → ${target}`);
    }
  }
  return broken;
}

/** Every import that runs up a floor, as "from → to". */
function upwardImports(): string[] {
  const broken: string[] = [];
  for (const file of allSourceFiles()) {
    const rule = rules.find((r) => file.startsWith(r.from));
    if (!rule) continue;
    for (const target of importsOf(file, readFileSync(path.join(root, file), "utf8"))) {
      if (isTest(file) && rule.testsMay?.some((floor) => target.startsWith(floor))) continue;
      if (rule.forbidden.some((floor) => target.startsWith(floor))) broken.push(`${file} → ${target}`);
    }
  }
  return broken;
}

/** Citations of documents the repository does not hold: specification sections, or files beside it. */
const outsideCitation = new RegExp(
  [
    "\\b(?:SPEC|DESIGN)(?:\\.md)?\\s+sections?\\s+\\d|\\b(?:SPEC|DESIGN)\\s*§\\s*\\d",
    "\\.\\./shared\\b",
    "\\b(?:SPEC|DESIGN|STYLE)\\.md\\b",
  ].join("|"),
);

/** Every line of the repository's code and docs that cites a document outside it, as "file:line". */
function outsideCitations(): string[] {
  const files = [...allSourceFiles(), ...sourceFiles("docs", /\.md$/), "README.md"];
  const found: string[] = [];
  for (const file of files.filter((f) => f !== "scripts/architecture/floors.test.ts")) {
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (outsideCitation.test(line)) found.push(`${file}:${index + 1}`);
      });
  }
  return found;
}

/** The module area of a repository path ("app/modules/chat/x.ts" → "chat"), or null outside the modules. */
function moduleArea(file: string): string | null {
  return /^app\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Which module areas each area's code (tests aside) imports. */
function areaImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles("app/modules")) {
    const from = moduleArea(file);
    if (!from || isTest(file)) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const target of importsOf(file, readFileSync(path.join(root, file), "utf8"))) {
      const to = moduleArea(target);
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every loop between areas, each once, as "a → b → … → a" starting from its smallest name. */
export function areaLoops(graph: Map<string, Set<string>>): string[] {
  const loops = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) loops.add([...trail, start].join(" → "));
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...loops];
}

describe("floors", () => {
  it("reads relative imports, static and dynamic, as repository paths", () => {
    const source = `import { a } from "../../lib/db.server.ts";\nexport { b } from "./b.ts";\nimport type {\n  C,\n} from "../routes/c.ts";\nconst d = await import("../components/d.tsx");\nimport { z } from "zod";`;
    expect(importsOf("app/modules/x/y.ts", source)).toEqual([
      "app/lib/db.server.ts",
      "app/modules/x/b.ts",
      "app/modules/routes/c.ts",
      "app/modules/components/d.tsx",
    ]);
  });

  it("has no import that points up a floor", () => {
    expect(upwardImports()).toEqual([]);
  });

  it("has no table imported outside the modules", () => {
    expect(tableImports()).toEqual([]);
  });

  it("finds loops between areas", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(areaLoops(graph)).toEqual(["a → b → c → a"]);
    expect(areaLoops(new Map([["a", new Set(["b"])]]))).toEqual([]);
  });

  it("has no loop between module areas", () => {
    expect(areaLoops(areaImports())).toEqual([]);
  });

  it("recognises a citation of a document outside the repository", () => {
    // The samples are joined at run time, so this file is not itself a citation.
    const cite = (name: string, where: string) => [name, where].join(" ");
    expect(outsideCitation.test(`rules (${cite("SPEC", "section 4")})`)).toBe(true);
    expect(outsideCitation.test(`see ${cite("DESIGN", "sections 3")}`)).toBe(true);
    expect(outsideCitation.test(`as ${cite("DESIGN", "§8")} keeps it`)).toBe(true);
    expect(outsideCitation.test("read ../shared/notes.md")).toBe(true);
    expect(outsideCitation.test('rules (docs/product.md, "States")')).toBe(false);
  });

  it("cites only documents the repository holds", () => {
    expect(outsideCitations()).toEqual([]);
  });
});
