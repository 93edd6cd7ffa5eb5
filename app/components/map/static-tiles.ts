/**
 * The map's first view as plain images: the tiles around the page's centre, in the server's
 * HTML, so the map shows with the first paint (and without JavaScript) while Leaflet is still
 * on its way. Leaflet then draws the same tiles in the same places over them (app/components/map/map-view.tsx).
 */
export interface StaticTile {
  src: string;
  /**
   * The double-resolution tile for a high-density screen, as Leaflet asks for it there, when the
   * template has {r} (app/lib/location/tile-settings.ts); the browser picks which to fetch.
   */
  srcSet?: string;
  /** Pixels from the view's centre to the tile's top left corner. */
  left: number;
  top: number;
  /** Near the centre, so in view on any screen: fetched at once; the others when they come into view. */
  near: boolean;
}

const tileSize = 256;
/** Half the area covered (a 1,536 x 1,024 px map), and half the area every screen shows. */
const reach = { x: 768, y: 512 };
const nearReach = 192;
/** Leaflet's Web Mercator stops here (L.Projection.SphericalMercator.MAX_LATITUDE). */
const maxLatitude = 85.0511287798;

/** A point's place in pixels on the world at a zoom, as Leaflet's default CRS (EPSG:3857) puts it. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = tileSize * 2 ** zoom;
  const sin = Math.sin((Math.max(-maxLatitude, Math.min(maxLatitude, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * A tile's URL from a Leaflet URL template ({s} the first of Leaflet's default subdomains, {r}
 * "@2x" for the double-resolution tile as Leaflet fills it on a high-density screen, else
 * nothing); null for a template with other fields.
 */
export function tileSource(template: string, zoom: number, x: number, y: number, double = false): string | null {
  const src = template
    .replaceAll("{s}", "a")
    .replaceAll("{r}", double ? "@2x" : "")
    .replaceAll("{z}", String(zoom))
    .replaceAll("{x}", String(x))
    .replaceAll("{y}", String(y));
  return /[{}]/.test(src) ? null : src;
}

/** The tiles around a centre at a whole zoom, none when the template is not one this can fill. */
export function tilesAround(template: string, centre: { latitude: number; longitude: number; zoom: number }): StaticTile[] {
  const zoom = Math.round(centre.zoom);
  const count = 2 ** zoom;
  const middle = worldPixel(centre.latitude, centre.longitude, zoom);
  const cx = Math.round(middle.x);
  const cy = Math.round(middle.y);
  const tiles: StaticTile[] = [];
  const hasDouble = template.includes("{r}");
  for (let ty = Math.floor((cy - reach.y) / tileSize); ty * tileSize < cy + reach.y; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor((cx - reach.x) / tileSize); tx * tileSize < cx + reach.x; tx++) {
      const x = ((tx % count) + count) % count;
      const src = tileSource(template, zoom, x, ty);
      if (src === null) return [];
      const left = tx * tileSize - cx;
      const top = ty * tileSize - cy;
      const near = left < nearReach && left + tileSize > -nearReach && top < nearReach && top + tileSize > -nearReach;
      tiles.push({ src, ...(hasDouble ? { srcSet: `${tileSource(template, zoom, x, ty, true)} 2x` } : {}), left, top, near });
    }
  }
  return tiles;
}
