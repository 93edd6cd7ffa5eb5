import { describe, expect, it } from "vitest";
import { tileSource, tilesAround, worldPixel } from "./static-tiles.ts";

const osm = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

describe("worldPixel", () => {
  it("places points as Web Mercator does, as the slippy-map tile formula numbers tiles", () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    for (const [latitude, longitude, zoom] of [
      [10.7769, 106.7009, 12],
      [10.7725, 106.698, 16],
      [-33.8568, 151.2153, 9],
    ] as const) {
      const n = 2 ** zoom;
      const radians = (latitude * Math.PI) / 180;
      const tile = [Math.floor(((longitude + 180) / 360) * n), Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * n)];
      const { x, y } = worldPixel(latitude, longitude, zoom);
      expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual(tile);
    }
  });
});

describe("tileSource", () => {
  it("fills Leaflet's fields and refuses a template with others", () => {
    expect(tileSource(osm, 12, 3262, 1923)).toBe("https://tile.openstreetmap.org/12/3262/1923.png");
    expect(tileSource("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", 3, 1, 2)).toBe("https://a.tiles.example/3/1/2.png");
    expect(tileSource("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", 3, 1, 2, true)).toBe("https://a.tiles.example/3/1/2@2x.png");
    expect(tileSource("https://tiles.example/{z}/{x}/{y}.png?key={apiKey}", 3, 1, 2)).toBeNull();
  });
});

describe("tilesAround", () => {
  it("covers 1,536 x 1,024 px around the centre, each tile placed from the centre, the ones near it fetched at once", () => {
    // The map page's default centre, where Leaflet asks for tiles 3261-3262 x 1923-1925 at zoom 12.
    const tiles = tilesAround(osm, { latitude: 10.7769, longitude: 106.7009, zoom: 12 });
    const { x, y } = worldPixel(10.7769, 106.7009, 12);
    expect(tiles.length).toBeGreaterThanOrEqual(24);
    expect(Math.min(...tiles.map((tile) => tile.left))).toBeLessThanOrEqual(-768);
    expect(Math.max(...tiles.map((tile) => tile.left + 256))).toBeGreaterThanOrEqual(768);
    expect(Math.min(...tiles.map((tile) => tile.top))).toBeLessThanOrEqual(-512);
    expect(Math.max(...tiles.map((tile) => tile.top + 256))).toBeGreaterThanOrEqual(512);
    const holding = tiles.find((tile) => tile.left <= 0 && tile.left + 256 > 0 && tile.top <= 0 && tile.top + 256 > 0)!;
    const [column, row] = [Math.floor(Math.round(x) / 256), Math.floor(Math.round(y) / 256)];
    expect(holding.src).toBe(`https://tile.openstreetmap.org/12/${column}/${row}.png`);
    expect([3261, 3262]).toContain(column);
    expect([1923, 1924, 1925]).toContain(row);
    expect(holding.left).toBe(column * 256 - Math.round(x));
    expect(holding.top).toBe(row * 256 - Math.round(y));
    // Near: within 192 px of the centre; 2 x 2 to 3 x 3 tiles, whatever the centre's place in its tile.
    const near = tiles.filter((tile) => tile.near);
    expect(near.length).toBeGreaterThanOrEqual(4);
    expect(near.length).toBeLessThanOrEqual(9);
    expect(near).toContain(holding);
  });

  it("offers each tile's double-resolution twin for high-density screens only where the template has {r}", () => {
    const centre = { latitude: 10.7769, longitude: 106.7009, zoom: 12 };
    expect(tilesAround(osm, centre).every((tile) => tile.srcSet === undefined)).toBe(true);
    const tiles = tilesAround("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", centre);
    expect(tiles.length).toBeGreaterThanOrEqual(24);
    for (const tile of tiles) {
      expect(tile.src).toMatch(/^https:\/\/a\.tiles\.example\/12\/\d+\/\d+\.png$/);
      expect(tile.srcSet).toBe(`${tile.src.replace(/\.png$/, "@2x.png")} 2x`);
    }
  });

  it("wraps around the date line and stops at the poles", () => {
    const tiles = tilesAround(osm, { latitude: 84, longitude: 179.9, zoom: 2 });
    expect(tiles.every((tile) => /\/2\/[0-3]\/[0-3]\.png$/.test(tile.src))).toBe(true);
    expect(tiles.some((tile) => tile.src.endsWith("/2/0/0.png"))).toBe(true);
  });

  it("draws nothing for a template it cannot fill", () => {
    expect(tilesAround("https://tiles.example/{z}/{x}/{y}.png?key={apiKey}", { latitude: 10.77, longitude: 106.7, zoom: 12 })).toEqual([]);
  });
});
