import { createRandom, type Random } from "./random.ts";

// Demo photos are drawn, not downloaded: an SVG street scene (sky, sun, blocks with lit
// windows, trees), a floor plan and an avatar, encoded once into db/seed/demo/images/
// (demo-images.server.ts) in the same WebP widths as uploads.

export const sceneWidth = 1200;
export const sceneHeight = 800;
const W = sceneWidth;
const H = sceneHeight;

const skies: [string, string][] = [
  ["#7ec8f0", "#e3f4fd"],
  ["#f6a96b", "#fde3c4"],
  ["#5d7fd6", "#c7d6f7"],
  ["#9ad0c2", "#eef8f4"],
  ["#f38fa5", "#fbd9c9"],
  ["#3a4f8f", "#f3b27a"],
];
const walls = ["#f4efe6", "#e9d8c4", "#d9e4ec", "#c9d6c3", "#f1d7a8", "#e7c3bd", "#bfcad6", "#ede5d8", "#a9b8c9", "#d8c9e6"];
const glass = ["#4b6c8c", "#5f86a8", "#35506b", "#7fa3bf", "#2f4858"];

function building(r: Random, x: number, width: number, ground: number): string {
  const height = r.int(220, 620);
  const top = ground - height;
  const wall = r.pick(walls);
  const pane = r.pick(glass);
  const lit = r.chance(0.5) ? "#ffe8a3" : pane;
  const cols = Math.max(2, Math.floor(width / 46));
  const rows = Math.max(3, Math.floor(height / 56));
  const cw = width / cols;
  const rh = height / rows;
  let windows = "";
  for (let row = 0; row < rows - 1; row++) {
    for (let col = 0; col < cols; col++) {
      const fill = r.chance(0.18) ? lit : pane;
      windows += `<rect x="${(x + col * cw + cw * 0.2).toFixed(1)}" y="${(top + row * rh + rh * 0.25).toFixed(1)}" width="${(cw * 0.6).toFixed(1)}" height="${(rh * 0.5).toFixed(1)}" rx="2" fill="${fill}"/>`;
    }
  }
  const roof = r.chance(0.35) ? `<rect x="${x - 6}" y="${top - 14}" width="${width + 12}" height="16" fill="#8d6e63"/>` : "";
  return `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>${roof}${windows}<rect x="${x + width / 2 - 22}" y="${ground - 70}" width="44" height="70" fill="#6d4c41"/>`;
}

function tree(r: Random, x: number, ground: number): string {
  const size = r.int(34, 60);
  return `<rect x="${x - 5}" y="${ground - size * 1.6}" width="10" height="${size * 1.6}" fill="#6d4c41"/><circle cx="${x}" cy="${ground - size * 1.8}" r="${size}" fill="${r.pick(["#4caf50", "#66bb6a", "#388e3c", "#7cb342"])}"/>`;
}

/** One street scene as SVG, chosen by `seed`. */
export function sceneSvg(seed: number): string {
  const r = createRandom(seed * 7919 + 17);
  const [skyTop, skyBottom] = r.pick(skies);
  const ground = r.int(640, 700);
  let blocks = "";
  let x = r.int(-40, 20);
  while (x < W) {
    const width = r.int(150, 300);
    blocks += building(r, x, width, ground);
    x += width + r.int(14, 60);
  }
  let trees = "";
  for (let tx = r.int(30, 90); tx < W; tx += r.int(120, 220)) trees += tree(r, tx, ground + 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${r.int(120, 1080)}" cy="${r.int(80, 200)}" r="${r.int(40, 70)}" fill="#fff6c8" opacity="0.9"/>
${blocks}
<rect y="${ground}" width="${W}" height="${H - ground}" fill="#9e9e9e"/>
<rect y="${ground + 40}" width="${W}" height="6" fill="#f5f5f5" opacity="0.8"/>
${trees}
</svg>`;
}

/** A simple floor plan drawing (rooms as rectangles) for project plans. */
export function planSvg(seed: number): string {
  const r = createRandom(seed * 104729 + 3);
  let rooms = "";
  for (let i = 0; i < 6; i++) {
    const x = 100 + (i % 3) * 340;
    const y = 120 + Math.floor(i / 3) * 300;
    rooms += `<rect x="${x}" y="${y}" width="${r.int(280, 320)}" height="${r.int(240, 270)}" fill="#fafafa" stroke="#37474f" stroke-width="8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#eceff1"/>${rooms}</svg>`;
}

/** A square avatar with the person's initials. */
export function avatarSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${colour}"/><text x="128" y="150" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
