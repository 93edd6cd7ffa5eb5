import type { APIRequestContext, Page } from "@playwright/test";
import { apiSignIn, expect } from "./fixtures.ts";

/** A demo agent's public listing (id, title, slug), read through the agent's own list. */
export async function publicListingOf(request: APIRequestContext, baseURL: string, email: string) {
  const headers = await apiSignIn(request, baseURL, { email, password: "demo1234" });
  const res = await request.get("/api/get-added-properties?limit=30", { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as {
    data: {
      id: number;
      title: string;
      slug_id: string;
      status: string;
      request_status: string;
      is_expired: boolean;
      is_premium?: boolean;
    }[];
  };
  const listing = body.data.find((p) => p.status === "active" && p.request_status === "approved" && !p.is_expired && !p.is_premium);
  expect(listing, `${email} has a public listing`).toBeTruthy();
  return listing!;
}

const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Map tiles on a listing's page come from a third-party tile server: answered locally so journeys need no network. */
export async function fakeMapTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: onePixelPng }));
}
