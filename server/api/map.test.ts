import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// Nominatim and Google Geocoding are third-party services: a local HTTP server stands in for both.
let fake: Server;
let fakeUrl: string;
const seen: URL[] = [];

function answer(req: IncomingMessage): { status: number; body: unknown } {
  const url = new URL(req.url ?? "/", "http://fake");
  seen.push(url);
  if (url.pathname === "/nominatim/search") {
    if (url.searchParams.get("q") === "boom") return { status: 503, body: "busy" };
    if (url.searchParams.get("q") !== "Bến Thành") return { status: 200, body: [] };
    return {
      status: 200,
      body: [
        {
          display_name: "Chợ Bến Thành, Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh, Việt Nam",
          lat: "10.7721",
          lon: "106.6983",
          address: { road: "Lê Lợi", suburb: "Phường Bến Thành", city: "Thành phố Hồ Chí Minh", country: "Việt Nam" },
        },
      ],
    };
  }
  if (url.pathname === "/nominatim/reverse") {
    if (url.searchParams.get("lat") === "0") return { status: 200, body: { error: "Unable to geocode" } };
    return {
      status: 200,
      body: {
        display_name: "Phường Sài Gòn, Thủ Đức, Thành phố Hồ Chí Minh, Việt Nam",
        lat: url.searchParams.get("lat"),
        lon: url.searchParams.get("lon"),
        address: { suburb: "Phường Sài Gòn", town: "Thủ Đức", state: "Thành phố Hồ Chí Minh", country: "Việt Nam" },
      },
    };
  }
  if (url.pathname === "/google/json") {
    if (url.searchParams.get("key") !== "test-key") return { status: 200, body: { status: "REQUEST_DENIED", results: [] } };
    const components = [
      { long_name: "Phường Bến Nghé", short_name: "Bến Nghé", types: ["sublocality_level_1", "sublocality", "political"] },
      { long_name: "Hồ Chí Minh", short_name: "HCM", types: ["locality", "political"] },
      { long_name: "Thành phố Hồ Chí Minh", short_name: "Thành phố Hồ Chí Minh", types: ["administrative_area_level_1", "political"] },
      { long_name: "Việt Nam", short_name: "VN", types: ["country", "political"] },
    ];
    const result = {
      formatted_address: "Bến Nghé, Quận 1, Hồ Chí Minh, Việt Nam",
      geometry: { location: { lat: 10.776, lng: 106.701 } },
      address_components: components,
    };
    const second = { ...result, formatted_address: "Second", address_components: [] };
    return { status: 200, body: { status: "OK", results: [result, second] } };
  }
  return { status: 404, body: "not found" };
}

let ctx: TestContext;
let google: TestContext;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const { status, body } = answer(req);
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await createTestContext({ env: { NOMINATIM_URL: `${fakeUrl}/nominatim`, GOOGLE_GEOCODE_URL: `${fakeUrl}/google/json` } });
  google = await createTestContext({ env: { GOOGLE_MAPS_API_KEY: "test-key", GOOGLE_GEOCODE_URL: `${fakeUrl}/google/json` } });
  const db = ctx.services.db;
  // Three listings around Bến Thành market, two near Thảo Điền, one far west; plus hidden ones.
  for (const [lat, lng] of [
    [10.7721, 106.6983],
    [10.7731, 106.6991],
    [10.7712, 106.6975],
    [10.8027, 106.7351],
    [10.8031, 106.7362],
    [10.76, 106.6],
  ] as const) {
    await createProperty(db, { latitude: lat, longitude: lng });
  }
  await createProperty(db, { latitude: 10.7722, longitude: 106.6984, requestStatus: "pending", title: "Tin chờ duyệt" });
  await createProperty(db, { latitude: 10.7723, longitude: 106.6985, status: "inactive", title: "Tin đã ẩn" });
  await createProperty(db, { latitude: 10.7724, longitude: 106.6986, expiresAt: new Date(Date.now() - 86_400_000), title: "Tin hết hạn" });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
  await new Promise((resolve) => fake.close(resolve));
});

const city = "min_latitude=10.70&max_latitude=10.85&min_longitude=106.55&max_longitude=106.80";

describe("GET get-map-clusters", () => {
  it("zoomed out, groups public listings into clusters with count, centroid and bounds; lone listings come as markers", async () => {
    const res = await ctx.api("GET", `get-map-clusters?${city}&zoom=12`);
    expect(res.status).toBe(200);
    const { mode, clusters, markers } = res.body.data;
    expect(mode).toBe("clusters");
    expect(res.body.total).toBe(6);
    expect(clusters.map((c: { count: number }) => c.count)).toEqual([3, 2]);
    const [benThanh] = clusters;
    expect(benThanh.latitude).toBeCloseTo((10.7721 + 10.7731 + 10.7712) / 3, 6);
    expect(benThanh.longitude).toBeCloseTo((106.6983 + 106.6991 + 106.6975) / 3, 6);
    expect(benThanh.bounds).toEqual({ minLatitude: 10.7712, maxLatitude: 10.7731, minLongitude: 106.6975, maxLongitude: 106.6991 });
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ latitude: 10.76, longitude: 106.6, price: 3_000_000_000, property_type: "sell" });
  });

  it("further out, neighbouring clusters merge into one", async () => {
    const res = await ctx.api("GET", `get-map-clusters?${city}&zoom=7`);
    expect(res.body.data.clusters.map((c: { count: number }) => c.count)).toEqual([6]);
    expect(res.body.data.markers).toEqual([]);
  });

  it("zoomed in, returns the individual public listings, never hidden ones", async () => {
    const res = await ctx.api(
      "GET",
      "get-map-clusters?min_latitude=10.77&max_latitude=10.775&min_longitude=106.697&max_longitude=106.70&zoom=16",
    );
    expect(res.status).toBe(200);
    expect(res.body.data.mode).toBe("markers");
    expect(res.body.data.clusters).toEqual([]);
    const markers: { title: string; slug_id: string; latitude: number }[] = res.body.data.markers;
    expect(markers).toHaveLength(3);
    expect(markers.map((m) => m.title)).not.toEqual(expect.arrayContaining(["Tin chờ duyệt"]));
    expect(markers.every((m) => !/Tin (chờ duyệt|đã ẩn|hết hạn)/.test(m.title))).toBe(true);
    expect(markers.every((m) => m.slug_id.length > 0 && m.latitude >= 10.77 && m.latitude <= 10.775)).toBe(true);
  });

  it("respects the viewport", async () => {
    const east = await ctx.api(
      "GET",
      "get-map-clusters?min_latitude=10.79&max_latitude=10.81&min_longitude=106.73&max_longitude=106.74&zoom=16",
    );
    expect(east.body.data.markers.map((m: { latitude: number }) => m.latitude).sort()).toEqual([10.8027, 10.8031]);
    const empty = await ctx.api("GET", "get-map-clusters?min_latitude=21&max_latitude=21.1&min_longitude=105.8&max_longitude=105.9&zoom=8");
    expect(empty.body.data).toEqual({ mode: "clusters", clusters: [], markers: [], total: 0 });
  });

  it("filters by property type and rejects a missing viewport or a bad zoom", async () => {
    const rent = await ctx.api("GET", `get-map-clusters?${city}&zoom=12&property_type=rent`);
    expect(rent.body.total).toBe(0);
    const missing = await ctx.api("GET", "get-map-clusters?zoom=12");
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toContain("min_latitude");
    const bad = await ctx.api("GET", `get-map-clusters?${city}&zoom=40`);
    expect(bad.status).toBe(400);
  });
});

describe("GET geocode and reverse-geocode (Nominatim)", () => {
  it("finds places through Nominatim, in the request's language, limited to Vietnam", async () => {
    const res = await ctx.api("GET", `geocode?q=${encodeURIComponent("Bến Thành")}&lang=en`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        formatted_address: "Chợ Bến Thành, Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh, Việt Nam",
        latitude: 10.7721,
        longitude: 106.6983,
        city: "Thành phố Hồ Chí Minh",
        state: "Thành phố Hồ Chí Minh",
        country: "Việt Nam",
      },
    ]);
    const asked = seen.findLast((u) => u.pathname === "/nominatim/search")!;
    expect(asked.searchParams.get("accept-language")).toBe("en");
    expect(asked.searchParams.get("countrycodes")).toBe("vn");
    expect((await ctx.api("GET", "geocode?q=nowhere")).body.data).toEqual([]);
  });

  it("answers 502 with a translated message when the service fails, 400 without a query", async () => {
    const res = await ctx.api("GET", "geocode?q=boom");
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(true);
    expect(res.body.message).toBe("Dịch vụ bản đồ đang bận, vui lòng thử lại sau.");
    expect((await ctx.api("GET", "geocode?q=")).status).toBe(400);
  });

  it("reverse geocodes a point into formatted_address, city, state and country", async () => {
    const res = await ctx.api("GET", "reverse-geocode?latlng=10.85,106.77");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      formatted_address: "Phường Sài Gòn, Thủ Đức, Thành phố Hồ Chí Minh, Việt Nam",
      city: "Thủ Đức",
      state: "Thành phố Hồ Chí Minh",
      country: "Việt Nam",
    });
    expect((await ctx.api("GET", "reverse-geocode?latlng=0,0")).status).toBe(404);
    expect((await ctx.api("GET", "reverse-geocode?latlng=north")).status).toBe(400);
  });
});

describe("GET geocode and reverse-geocode (Google, when a key is set)", () => {
  it("reads the first result's formatted_address and the locality, level-1 area and country long names", async () => {
    const res = await google.api("GET", "reverse-geocode?latlng=10.776,106.701");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      formatted_address: "Bến Nghé, Quận 1, Hồ Chí Minh, Việt Nam",
      latitude: 10.776,
      longitude: 106.701,
      city: "Hồ Chí Minh",
      state: "Thành phố Hồ Chí Minh",
      country: "Việt Nam",
    });
    const asked = seen.findLast((u) => u.pathname === "/google/json")!;
    expect(asked.searchParams.get("latlng")).toBe("10.776,106.701");
    expect(asked.searchParams.get("key")).toBe("test-key");
  });

  it("searches with address= and returns every result", async () => {
    const res = await google.api("GET", "geocode?q=Ben%20Nghe");
    expect(res.body.data.map((p: { formatted_address: string }) => p.formatted_address)).toEqual([
      "Bến Nghé, Quận 1, Hồ Chí Minh, Việt Nam",
      "Second",
    ]);
    expect(res.body.data[1]).toMatchObject({ city: "", state: "", country: "" });
    expect(seen.findLast((u) => u.pathname === "/google/json")!.searchParams.get("address")).toBe("Ben Nghe");
  });
});

describe("GET get-properties-on-map", () => {
  it("answers the listings around the app's point as eBroker's cards, taking Dart's \"null\" for an unknown city", async () => {
    const near = await createProperty(ctx.services.db, { latitude: 10.8512, longitude: 106.7717, title: "Căn hộ gần điểm bản đồ" });
    const res = await ctx.api("GET", "get-properties-on-map?city=null&place_id=null&latitude=10.8512&longitude=106.7717");
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: number }) => p.id)).toContain(near.id);
    expect(res.body.data[0]).toMatchObject({ id: near.id, gallery: [], documents: [], promoted: false, distance: 0 });
  });
});
