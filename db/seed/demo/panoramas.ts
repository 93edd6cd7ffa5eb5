// Demo 360° images are drawn, not downloaded: equirectangular panoramas (2:1, 2048×1024) of a
// room — ceiling, four walls with windows onto a skyline, a door, furniture, a wooden floor —
// whose left and right edges meet, encoded once into WebP (demo-images.server.ts).

export const panoramaWidth = 2048;
export const panoramaHeight = 1024;
const W = panoramaWidth;
const H = panoramaHeight;
const horizon = H / 2;

interface RoomStyle {
  ceiling: string;
  wall: string;
  floor: string;
  plank: string;
  sky: [string, string];
  accent: string;
}

const styles: RoomStyle[] = [
  { ceiling: "#fbfaf7", wall: "#efe6d8", floor: "#b07d4f", plank: "#9a6a40", sky: ["#7ec8f0", "#e3f4fd"], accent: "#2f6f8f" },
  { ceiling: "#f6f7fb", wall: "#dfe7ef", floor: "#8d6e63", plank: "#795548", sky: ["#f6a96b", "#fde3c4"], accent: "#c0563b" },
  { ceiling: "#fffdf6", wall: "#e8efe2", floor: "#c49a6c", plank: "#a77f55", sky: ["#5d7fd6", "#c7d6f7"], accent: "#4f7a3a" },
  { ceiling: "#f9f6f2", wall: "#f1dfd6", floor: "#a1887f", plank: "#8a7169", sky: ["#3a4f8f", "#f3b27a"], accent: "#6b4f8f" },
];

/** A window onto a skyline, centred on `x` (wall coordinates in the panorama). */
function windowAt(x: number, style: RoomStyle, seed: number): string {
  const w = 300;
  const top = horizon - 170;
  const h = 240;
  let skyline = "";
  for (let i = 0; i < 7; i++) {
    const bh = 40 + ((seed * 37 + i * 53) % 110);
    skyline += `<rect x="${x - w / 2 + i * 44}" y="${top + h - bh}" width="38" height="${bh}" fill="#5b6b7d" opacity="0.85"/>`;
  }
  return `<rect x="${x - w / 2 - 10}" y="${top - 10}" width="${w + 20}" height="${h + 20}" fill="#ffffff"/>
<rect x="${x - w / 2}" y="${top}" width="${w}" height="${h}" fill="url(#sky)"/>${skyline}
<rect x="${x - 4}" y="${top}" width="8" height="${h}" fill="#ffffff"/>`;
}

/** One room panorama as SVG; `seed` picks its colours and window heights. */
export function panoramaSvg(seed: number): string {
  const style = styles[seed % styles.length]!;
  const wallTop = horizon - 260;
  const floorTop = horizon + 190;
  let planks = "";
  for (let y = floorTop + 24; y < H; y += 24 + (y - floorTop) / 6)
    planks += `<rect y="${y.toFixed(0)}" width="${W}" height="3" fill="${style.plank}"/>`;
  // Room corners at 256, 768, 1280 and 1792: the seam (x = 0 = 2048) falls mid-wall.
  const corners = [256, 768, 1280, 1792]
    .map((x) => `<rect x="${x - 3}" y="${wallTop}" width="6" height="${floorTop - wallTop}" fill="#000000" opacity="0.12"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${style.sky[0]}"/><stop offset="1" stop-color="${style.sky[1]}"/></linearGradient>
<linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${style.ceiling}"/></linearGradient></defs>
<rect width="${W}" height="${wallTop}" fill="url(#ceiling)"/>
<circle cx="${W / 2}" cy="40" r="60" fill="#fff6d5"/>
<rect y="${wallTop}" width="${W}" height="${floorTop - wallTop}" fill="${style.wall}"/>
<rect y="${wallTop}" width="${W}" height="10" fill="#ffffff"/>
${corners}
<rect y="${floorTop}" width="${W}" height="${H - floorTop}" fill="${style.floor}"/>${planks}
<rect y="${floorTop - 14}" width="${W}" height="14" fill="#ffffff"/>
${windowAt(512, style, seed)}${windowAt(1024, style, seed + 1)}
<rect x="1610" y="${floorTop - 330}" width="150" height="330" fill="#8d6e63"/><circle cx="1740" cy="${floorTop - 160}" r="7" fill="#ffd54f"/>
<rect x="1880" y="${floorTop - 120}" width="280" height="80" rx="14" fill="${style.accent}"/>
<rect x="1880" y="${floorTop - 170}" width="280" height="60" rx="14" fill="${style.accent}" opacity="0.8"/>
<rect x="-112" y="${floorTop - 120}" width="280" height="80" rx="14" fill="${style.accent}"/>
<rect x="-112" y="${floorTop - 170}" width="280" height="60" rx="14" fill="${style.accent}" opacity="0.8"/>
<rect x="1340" y="${horizon - 150}" width="150" height="110" fill="${style.accent}" opacity="0.6" stroke="#ffffff" stroke-width="8"/>
<ellipse cx="${W / 2}" cy="${H - 120}" rx="260" ry="60" fill="#ffffff" opacity="0.25"/>
</svg>`;
}
