import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { latestMessage, latestOtp } from "../support/outbox.ts";
import { apiSignIn, expect } from "./fixtures.ts";

/** A person no other test knows: unique e-mail and phone number per call. */
export interface NewPerson {
  name: string;
  email: string;
  /** Local form, 0 + 9 digits. */
  phone: string;
  password: string;
}

let sequence = 0;

export function newPerson(label = "Khách"): NewPerson {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { name: `${label} ${stamp}`, email: `e2e-${stamp}@example.test`, phone: `09${digits}`, password: "matkhau123" };
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through scripts/e2e.ts");
  return path.resolve(dir);
}

/** The code of the newest OTP mailed to `email` (the server writes the outbox under E2E_DATA_DIR). */
export async function mailedOtp(email: string): Promise<string> {
  let code = "";
  await expect.poll(async () => (code = await latestOtp(dataDir(), "mail", email).catch(() => "")), { timeout: 5000 }).toMatch(/^\d{6}$/);
  return code;
}

/** The set-password link (its path and token) of the newest mail to `email`: a reset or a staff invitation. */
export async function mailedResetLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () =>
        (link = /(\/reset-password\?token=[^\s&]+)/.exec(await latestMessage(dataDir(), "mail", email).catch(() => ""))?.[1] ?? ""),
    )
    .toContain("token=");
  return link;
}

/** The code of the newest OTP texted to a local number (stored as +84…). */
export async function textedOtp(phone: string): Promise<string> {
  const international = `+84${phone.slice(1)}`;
  let code = "";
  await expect
    .poll(async () => (code = await latestOtp(dataDir(), "sms", international).catch(() => "")), { timeout: 5000 })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers and verifies an account through the API (for tests whose subject is elsewhere). */
export async function createVerifiedAccount(request: APIRequestContext, person: NewPerson): Promise<void> {
  const res = await request.post("/api/user-register", {
    data: { name: person.name, email: person.email, password: person.password, re_password: person.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const otp = await mailedOtp(person.email);
  const verified = await request.get(`/api/verify-otp?email=${encodeURIComponent(person.email)}&otp=${otp}`);
  expect(verified.ok(), await verified.text()).toBeTruthy();
}

/** Fills and sends the sign-in form of the page the browser is on. */
export async function submitSignInForm(page: Page, person: Pick<NewPerson, "email" | "password">): Promise<void> {
  const form = page.locator("form", { has: page.getByLabel("Email") });
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
  await form.getByRole("button", { name: "Đăng nhập" }).click();
}

/** Asks for a reset link on /forgot-password, follows the mailed link and sets `password`; ends on the sign-in page's notice. */
export async function resetPasswordByMail(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Gửi liên kết" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  // The form is posted by the browser itself (before hydration, or without JavaScript): its Origin must be the site's for the action to run.
  await page.goto(await mailedResetLink(email));
  await page.getByLabel("Mật khẩu mới").fill(password);
  await page.getByLabel("Nhập lại mật khẩu").fill(password);
  await page.getByRole("button", { name: "Lưu mật khẩu mới" }).click();
  await expect(page).toHaveURL(/\/login\?notice=passwordChanged/);
}

/** Signs the page's browser context in through the sign-in form. */
export async function signInThroughForm(page: Page, person: Pick<NewPerson, "email" | "password">): Promise<void> {
  await page.goto("/login");
  await submitSignInForm(page, person);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();
}

/** The id of the account with this e-mail, looked up by staff. */
export async function userIdByEmail(request: APIRequestContext, baseURL: string, email: string): Promise<number> {
  const headers = await apiSignIn(request, baseURL);
  const res = await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { data: { id: number; email: string }[] };
  const user = body.data.find((u) => u.email === email);
  expect(user, `no account ${email}`).toBeTruthy();
  return user!.id;
}

/** Staff send a notification to one user (POST admin/send-notification). */
export async function sendNotification(
  request: APIRequestContext,
  baseURL: string,
  input: { user_id: number; title: string; body?: string; url?: string },
): Promise<void> {
  const headers = await apiSignIn(request, baseURL);
  const res = await request.post("/api/admin/send-notification", { data: input, headers });
  expect(res.status(), await res.text()).toBe(201);
}

/** A real JPEG of the given size, made in the test (a gradient, so it is not a blank image). */
export async function makeJpeg(width = 320, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The seeded packages are inserted in order: free (1), basic (2), pro (3). */
export const freePackageId = 1;
export const proPackageId = 3;

/** Staff give `person` a package (by default pro: posting, featuring and premium listings). */
export async function giveProPackage(
  request: APIRequestContext,
  baseURL: string,
  person: Pick<NewPerson, "email">,
  staffHeaders: Record<string, string>,
  packageId = proPackageId,
): Promise<void> {
  const userId = await userIdByEmail(request, baseURL, person.email);
  const res = await request.post("/api/admin/assign-package", { data: { user_id: userId, package_id: packageId }, headers: staffHeaders });
  expect(res.status(), await res.text()).toBe(201);
}

export interface OwnListing {
  id: number;
  title: string;
  slug_id: string;
}

/**
 * A public listing of `owner`'s own, made as a user makes one: a package (pro unless told),
 * the listing posted through the API with a photo, then approved by staff.
 */
export async function createPublicListing(
  request: APIRequestContext,
  baseURL: string,
  owner: NewPerson,
  staffHeaders: Record<string, string>,
  packageId = proPackageId,
): Promise<OwnListing> {
  const listing = await postPendingListing(request, baseURL, owner, staffHeaders, packageId);
  const approved = await request.post("/api/admin/moderate", {
    data: { kind: "property", id: listing.id, decision: "approve" },
    headers: staffHeaders,
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return listing;
}

/** A listing of `owner`'s own, posted through the API with a photo and waiting for staff review. */
export async function postPendingListing(
  request: APIRequestContext,
  baseURL: string,
  owner: NewPerson,
  staffHeaders: Record<string, string>,
  /** The package staff give first; null posts on what the owner already has. */
  packageId: number | null = proPackageId,
): Promise<OwnListing> {
  if (packageId !== null) await giveProPackage(request, baseURL, owner, staffHeaders, packageId);
  const categories = await request.get("/api/get_categories");
  type Parameter = { id: number; type_of_parameter: string; type_values: { value: string }[]; is_required: boolean };
  const category = ((await categories.json()) as { data: { id: number; parameter_types: Parameter[] }[] }).data[0];
  expect(category, "a seeded category").toBeTruthy();
  // The category's required parameters get a plausible answer: its first option, else a number.
  const answers: Record<string, string> = {};
  category!.parameter_types
    .filter((parameter) => parameter.is_required)
    .forEach((parameter, index) => {
      answers[`parameters[${index}][parameter_id]`] = String(parameter.id);
      answers[`parameters[${index}][value]`] = parameter.type_values[0]?.value ?? "2";
    });
  const title = `Căn hộ riêng ${owner.name}`;
  const posted = await request.post("/api/post_property", {
    headers: await apiSignIn(request, baseURL, owner),
    multipart: {
      ...answers,
      title,
      description: "Căn hộ thoáng mát, nội thất đầy đủ, gần trường học và chợ.",
      category_id: String(category!.id),
      property_type: "sell",
      price: "4200000000",
      address: "27 Nguyễn Hữu Thọ",
      city: "Thành phố Hồ Chí Minh",
      latitude: "10.7388",
      longitude: "106.701",
      title_image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(800, 600) },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const listing = ((await posted.json()) as { data: OwnListing }).data;
  return { id: listing.id, title: listing.title, slug_id: listing.slug_id };
}
