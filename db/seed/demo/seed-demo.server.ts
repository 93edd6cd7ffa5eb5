import { eq, inArray } from "drizzle-orm";
import {
  accounts,
  articleCategories,
  articles,
  categories,
  categoryParameters,
  facilities,
  faqs,
  packages,
  parameters,
  projectDocuments,
  projectImages,
  projectPlans,
  projects,
  properties,
  propertyDocuments,
  propertyFacilities,
  propertyImages,
  propertyParameters,
  propertyChanges,
  userPackages,
  users,
  wards,
} from "../../schema/index.ts";
import { hashPassword } from "../../../app/lib/auth.server.ts";
import type { Db } from "../../../app/lib/db.server.ts";
import type { Logger } from "../../../app/lib/logger.server.ts";
import { slugify } from "../../../app/lib/slug.ts";
import type { Storage } from "../../../app/lib/storage/storage.ts";
import { articleCategorySeeds, articleSeeds, faqSeeds } from "./content-data.ts";
import { addTours, buildListings } from "./listings.ts";
import { agentSeeds, avatarColours, initials } from "./people-data.ts";
import { panoramaRecord, storePanorama } from "./panoramas.server.ts";
import { avatarName, planSvg, sceneSvg, storeAvatar, storeSvgImage, svgImageRecord, tinyPdf } from "./photos.server.ts";
import { demoAreas } from "./places-data.ts";
import { buildProjects } from "./projects-data.ts";
import { skipListingChanges } from "../../../app/modules/listings/listing-change-feed.server.ts";
import { refreshWardPriceBands } from "../../../app/modules/properties/refresh-ward-price-bands.server.ts";
import { buildPriceHistories } from "./price-histories.ts";
import { createRandom } from "./random.ts";

/** The demo agents (by their order in agentSeeds) who hold a paid package. */
const paidAgentIndexes = [0, 2, 4];

export const demoPassword = "demo1234";
const photoCount = 24;

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Draws and stores the demo city's images and documents, four photos at a time. */
async function storeDemoFiles(storage: Storage): Promise<void> {
  for (let i = 0; i < photoCount; i += 4) {
    await Promise.all([0, 1, 2, 3].map((k) => storeSvgImage(storage, `demo/photos/scene-${i + k + 1}`, sceneSvg(i + k + 1))));
  }
  await Promise.all([1, 2].map((k) => storeSvgImage(storage, `demo/plans/plan-${k}`, planSvg(k))));
  await Promise.all([0, 1, 2, 3].map((k) => storePanorama(storage, `demo/panoramas/room-${k + 1}`, k)));
  await storage.put("demo/docs/tai-lieu-phap-ly.pdf", tinyPdf("Tai lieu phap ly - Nha Dat demo"), "application/pdf");
  await storage.put("demo/docs/brochure-du-an.pdf", tinyPdf("Brochure du an - Nha Dat demo"), "application/pdf");
  await Promise.all(
    agentSeeds.map((a, i) =>
      storeAvatar(storage, `demo/avatars/agent-${i + 1}`, initials(a.name), avatarColours[i % avatarColours.length]!),
    ),
  );
}

/**
 * A living Hồ Chí Minh City: 15 agents, ~300 listings across real wards, ~20 projects,
 * articles and FAQs in Vietnamese and English, with drawn photos. Deterministic: the same
 * seed gives the same city. Runs once, on an empty database, after the reference data.
 */
export async function seedDemo(services: { db: Db; storage: Storage; logger: Pick<Logger, "info"> }): Promise<void> {
  const { db, storage } = services;
  const started = Date.now();
  const r = createRandom(20_250_701);

  // The drawings (photos, plans, panoramas, avatars) and documents are rasterised and stored
  // while the rows are written: their records are known before they are drawn, sharp works on
  // its own threads, and the embedded database on this one.
  const photos = Array.from({ length: photoCount }, (_, i) => svgImageRecord(`demo/photos/scene-${i + 1}`));
  const plans = [1, 2].map((k) => svgImageRecord(`demo/plans/plan-${k}`));
  const panoramas = [1, 2, 3, 4].map((k) => panoramaRecord(`demo/panoramas/room-${k}`));
  const avatars = agentSeeds.map((_, i) => avatarName(`demo/avatars/agent-${i + 1}`));
  const files = storeDemoFiles(storage);
  // Awaited below; a failure of the rows' writing must not leave it unhandled meanwhile.
  files.catch(() => {});
  const passwordHash = hashPassword(demoPassword);
  passwordHash.catch(() => {});

  const wardNames = [...new Set(demoAreas.flatMap((a) => a.wards))];
  const wardRows = await db.select().from(wards).where(inArray(wards.name, wardNames));
  const wardByName = new Map(wardRows.filter((w) => w.provinceCode === "29").map((w) => [w.name, w]));
  const categoryRows = await db.select().from(categories);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slugId, c]));
  const parameterRows = await db.select().from(parameters);
  const parameterByCode = new Map(parameterRows.map((p) => [p.code!, p]));
  const links = await db.select().from(categoryParameters);
  const facilityRows = await db.select().from(facilities);

  const hash = await passwordHash;
  await db.transaction(async (tx) => {
    const agentRows = await tx
      .insert(users)
      .values(
        agentSeeds.map((a, i) => ({
          name: a.name,
          email: `agent${i + 1}@nhadat.local`,
          emailVerified: true,
          image: avatars[i]!,
          phoneNumber: `09${String(10_000_000 + i * 7_654_321).slice(0, 8)}`,
          phoneNumberVerified: true,
          aboutMe: a.about,
          city: "Thành phố Hồ Chí Minh",
          state: "Thành phố Hồ Chí Minh",
          country: "Việt Nam",
          verificationStatus: i % 2 === 0 ? ("verified" as const) : ("initial" as const),
          createdAt: new Date(Date.now() - (400 - i * 20) * 86_400_000),
        })),
      )
      .returning({ id: users.id });
    await tx
      .insert(accounts)
      .values(agentRows.map((u) => ({ accountId: String(u.id), providerId: "credential", userId: u.id, password: hash })));
    // A few agents hold a paid package for the year, so the demo shows an owner's phone with its reveal and Zalo link.
    const [paid] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.code, "pro"));
    if (paid) {
      await tx.insert(userPackages).values(
        agentRows
          .filter((_, i) => paidAgentIndexes.includes(i))
          .map((agent) => ({
            userId: agent.id,
            packageId: paid.id,
            startsAt: new Date(Date.now() - 30 * 86_400_000),
            endsAt: new Date(Date.now() + 365 * 86_400_000),
          })),
      );
    }

    const listingContext = {
      agents: agentRows.map((a) => a.id),
      wardByName,
      categoryBySlug,
      parameterCodesByCategory: new Map(
        categoryRows.map((c) => [
          c.id,
          links.filter((l) => l.categoryId === c.id).map((l) => parameterRows.find((p) => p.id === l.parameterId)!.code!),
        ]),
      ),
      parameterByCode,
      facilityIds: facilityRows.map((f) => f.id),
      photos,
    };
    const listings = buildListings(r, listingContext);
    addTours(listings, panoramas);
    // Fourteen flats for sale in Phường Tân Hưng: a ward whose price band shows (its own random keeps the rest as it was).
    listings.push(
      ...buildListings(createRandom(2511), listingContext, {
        count: 14,
        district: "Quận 7",
        ward: "Phường Tân Hưng",
        categorySlug: "can-ho-chung-cu",
        slugs: new Set(listings.map((l) => l.row.slugId)),
        firstIndex: listings.length,
      }),
    );
    const inserted: { id: number }[] = [];
    await inChunks(listings, 100, async (chunk) => {
      inserted.push(
        ...(await tx
          .insert(properties)
          .values(chunk.map((l) => l.row))
          .returning({ id: properties.id })),
      );
    });
    const parameterValues = listings.flatMap((l, i) => l.parameters.map((p) => ({ propertyId: inserted[i]!.id, ...p })));
    const facilityValues = listings.flatMap((l, i) => l.facilities.map((f) => ({ propertyId: inserted[i]!.id, ...f })));
    const imageValues = listings.flatMap((l, i) => l.gallery.map((image, sequence) => ({ propertyId: inserted[i]!.id, image, sequence })));
    const documentValues = listings.flatMap((l, i) =>
      l.hasDocument
        ? [{ propertyId: inserted[i]!.id, key: "demo/docs/tai-lieu-phap-ly.pdf", name: "tai-lieu-phap-ly.pdf", size: 600 }]
        : [],
    );
    await inChunks(parameterValues, 1000, (chunk) => tx.insert(propertyParameters).values(chunk));
    await inChunks(facilityValues, 1000, (chunk) => tx.insert(propertyFacilities).values(chunk));
    await inChunks(imageValues, 1000, (chunk) => tx.insert(propertyImages).values(chunk));
    if (documentValues.length) await tx.insert(propertyDocuments).values(documentValues);
    const histories = buildPriceHistories(
      listings.map((l, i) => ({
        id: inserted[i]!.id,
        price: l.row.price,
        propertyType: l.row.propertyType,
        createdAt: l.row.createdAt ?? new Date(),
      })),
    );
    await inChunks(histories, 1000, (chunk) => tx.insert(propertyChanges).values(chunk));
    await skipListingChanges(tx);

    const projectSpecs = buildProjects(r, { agents: agentRows.map((a) => a.id), wardByName, categoryBySlug, photos });
    const projectIds = await tx
      .insert(projects)
      .values(projectSpecs.map((p) => p.row))
      .returning({ id: projects.id });
    await tx.insert(projectPlans).values(
      projectIds.flatMap((p) =>
        plans.map((plan, i) => ({
          projectId: p.id,
          title: i === 0 ? "Mặt bằng tầng điển hình" : "Mặt bằng căn hộ mẫu",
          document: `${plan.key}-1200.webp`,
          image: plan,
          sequence: i,
        })),
      ),
    );
    await tx
      .insert(projectImages)
      .values(projectSpecs.flatMap((p, i) => p.gallery.map((image, sequence) => ({ projectId: projectIds[i]!.id, image, sequence }))));
    await tx
      .insert(projectDocuments)
      .values(projectIds.map((p) => ({ projectId: p.id, key: "demo/docs/brochure-du-an.pdf", name: "brochure-du-an.pdf", size: 600 })));

    const categoryIds = await tx
      .insert(articleCategories)
      .values(articleCategorySeeds.map((c, sequence) => ({ name: c.name, translations: { en: c.en }, slugId: c.slug, sequence })))
      .returning({ id: articleCategories.id, slugId: articleCategories.slugId });
    await tx.insert(articles).values(
      articleSeeds.map((a, i) => ({
        categoryId: categoryIds.find((c) => c.slugId === a.category)?.id ?? null,
        title: a.title,
        slugId: slugify(a.title),
        summary: a.summary,
        body: a.body,
        image: photos[(i * 5) % photos.length]!,
        translations: { en: { title: a.en.title, summary: a.en.summary, body: a.en.body } },
        metaTitle: a.title.slice(0, 60),
        metaDescription: a.summary,
        isPromoted: a.promoted ?? false,
        publishedAt: new Date(Date.now() - (i * 6 + 1) * 86_400_000),
      })),
    );
    await tx
      .insert(faqs)
      .values(faqSeeds.map((f, sequence) => ({ question: f.question, answer: f.answer, translations: { en: f.en }, sequence })));
    // Before the commit: a city whose files failed is not left seeded (the next start seeds it again).
    await files;
  });
  // The ward price bands show on a fresh start, before the background job's first run.
  await refreshWardPriceBands(db);
  services.logger.info({ properties: await db.$count(properties), ms: Date.now() - started }, "demo city seeded");
}
