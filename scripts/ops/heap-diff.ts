// node scripts/ops/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [--top=25]
// Compares two V8 heap snapshots of the same process (e.g. the soak's --heap-snapshots) by
// constructor: objects and self size in each, and the growth, largest first. A constructor
// whose count climbs between snapshots minutes apart under steady traffic is what a leak holds.
import { readFileSync } from "node:fs";
import { arg } from "./harness.ts";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Totals {
  count: number;
  bytes: number;
}

function byConstructor(file: string): Map<string, Totals> {
  const data = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const totals = new Map<string, Totals>();
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt]!]!;
    const name = type === "object" || type === "native" ? data.strings[data.nodes[i + nameAt]!]! : `(${type})`;
    const entry = totals.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += data.nodes[i + sizeAt]!;
    totals.set(name, entry);
  }
  return totals;
}

const [beforeFile, afterFile] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!beforeFile || !afterFile) {
  console.error("usage: node scripts/ops/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [--top=25]");
  process.exit(2);
}
const top = Number(arg("top", "25"));
const before = byConstructor(beforeFile);
const after = byConstructor(afterFile);
const sum = (m: Map<string, Totals>) =>
  [...m.values()].reduce((n, t) => ({ count: n.count + t.count, bytes: n.bytes + t.bytes }), { count: 0, bytes: 0 });
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const rows = [...new Set([...before.keys(), ...after.keys()])]
  .map((name) => {
    const b = before.get(name) ?? { count: 0, bytes: 0 };
    const a = after.get(name) ?? { count: 0, bytes: 0 };
    return { name, b, a, growth: a.bytes - b.bytes };
  })
  .sort((x, y) => y.growth - x.growth);
const [tb, ta] = [sum(before), sum(after)];
console.info(
  `total: ${tb.count} objects, ${kb(tb.bytes)} KB → ${ta.count} objects, ${kb(ta.bytes)} KB (${ta.bytes >= tb.bytes ? "+" : ""}${kb(ta.bytes - tb.bytes)} KB)`,
);
console.info("| constructor | objects before | objects after | self KB before | self KB after | growth KB |");
console.info("|---|---:|---:|---:|---:|---:|");
for (const row of [...rows.slice(0, top), ...rows.slice(-5)]) {
  console.info(
    `| ${row.name.slice(0, 60).replace(/\|/g, "\\|")} | ${row.b.count} | ${row.a.count} | ${kb(row.b.bytes)} | ${kb(row.a.bytes)} | ${kb(row.growth)} |`,
  );
}
