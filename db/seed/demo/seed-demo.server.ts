import { and, asc, eq, gt, inArray } from "drizzle-orm";
import {
  accounts,
  articleCategories,
  articles,
  categories,
  categoryParameters,
  facilities,
  faqs,
  homeSlides,
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
  savedSearchAlerts,
  savedSearches,
  seoSettings,
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
import { agentSeeds } from "./people-data.ts";
import { distinctScenes, putDemoAvatar, putDemoImage } from "./demo-images.server.ts";
import { tinyPdf } from "./tiny-pdf.ts";
import { demoAreas } from "./places-data.ts";
import { buildProjects } from "./projects-data.ts";
import { skipListingChanges } from "../../../app/modules/listings/listing-change-feed.server.ts";
import { findDuplicates } from "../../../app/modules/properties/find-duplicates.server.ts";
import { matchSavedSearches } from "../../../app/modules/saved-searches/match-saved-searches.server.ts";
import { readSavedSearchFilters } from "../../../app/modules/saved-searches/saved-search-filters.server.ts";
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

/**
 * A living Hồ Chí Minh City: 15 agents, ~300 listings across real wards, ~20 projects,
 * articles and FAQs in Vietnamese and English, with drawn photos. Deterministic: the same
 * seed gives the same city. Runs once, on an empty database, after the reference data.
 */
/**
 * The first demo agent's saved search for flats in Phường Tân Hưng, daily, with the alert it was
 * sent yesterday (three of the ward's flats) and a last visit before it, so /user/saved-searches
 * shows "3 new since your last visit" on a fresh start.
 */
async function seedSavedSearch(db: Db, input: { userId: number; listingIds: number[] }): Promise<void> {
  const { url, filters } = await readSavedSearchFilters(db, "/properties?category=can-ho-chung-cu&ward=phuong-tan-hung");
  const day = 86_400_000;
  const [search] = await db
    .insert(savedSearches)
    .values({
      userId: input.userId,
      name: "Căn hộ Phường Tân Hưng",
      url,
      filters: filters as Record<string, unknown>,
      frequency: "daily",
      lastVisitedAt: new Date(Date.now() - 2 * day),
      lastDigestAt: new Date(Date.now() - day),
      createdAt: new Date(Date.now() - 10 * day),
    })
    .returning({ id: savedSearches.id });
  const matches = await matchSavedSearches(db, [{ id: search!.id, filters }], input.listingIds);
  const sentAt = new Date(Date.now() - day);
  await db
    .insert(savedSearchAlerts)
    .values(
      matches
        .slice(0, 3)
        .map((m) => ({ savedSearchId: search!.id, propertyId: m.propertyId, kind: "new" as const, createdAt: sentAt, sentAt })),
    );
}

export async function seedDemo(services: { db: Db; storage: Storage; logger: Pick<Logger, "info"> }): Promise<void> {
  const { db, storage } = services;
  const started = Date.now();
  const r = createRandom(20_250_701);

  // The images were drawn and encoded once (demo-images.server.ts): the seed copies their files.
  const photos = await Promise.all(
    Array.from({ length: photoCount }, (_, i) => putDemoImage(storage, `scene-${(i % distinctScenes) + 1}`, `demo/photos/scene-${i + 1}`)),
  );
  const plans = await Promise.all([1, 2].map((k) => putDemoImage(storage, `plan-${k}`, `demo/plans/plan-${k}`)));
  // The home slider's own photos (a slide's photo is removed with the slide, so none is shared with a listing).
  const slidePhotos = await Promise.all([1, 2].map((k) => putDemoImage(storage, `scene-${k + 2}`, `demo/slides/slide-${k}`)));
  const panoramas = await Promise.all([1, 2, 3, 4].map((k) => putDemoImage(storage, `room-${k}`, `demo/panoramas/room-${k}`)));
  await storage.put("demo/docs/tai-lieu-phap-ly.pdf", tinyPdf("Tai lieu phap ly - Nha Dat demo"), "application/pdf");
  await storage.put("demo/docs/brochure-du-an.pdf", tinyPdf("Brochure du an - Nha Dat demo"), "application/pdf");

  const passwordHash = await hashPassword(demoPassword);
  const avatars = await Promise.all(agentSeeds.map((_, i) => putDemoAvatar(storage, `agent-${i + 1}`, `demo/avatars/agent-${i + 1}`)));

  const wardNames = [...new Set(demoAreas.flatMap((a) => a.wards))];
  const wardRows = await db.select().from(wards).where(inArray(wards.name, wardNames));
  const wardByName = new Map(wardRows.filter((w) => w.provinceCode === "29").map((w) => [w.name, w]));
  const categoryRows = await db.select().from(categories);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slugId, c]));
  const parameterRows = await db.select().from(parameters);
  const parameterByCode = new Map(parameterRows.map((p) => [p.code!, p]));
  const links = await db.select().from(categoryParameters);
  const facilityRows = await db.select().from(facilities);

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
      .values(agentRows.map((u) => ({ accountId: String(u.id), providerId: "credential", userId: u.id, password: passwordHash })));
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
    // A likely duplicate waiting for moderators: the last Tân Hưng flat gets photos of its own,
    // and its owner posts it again a day ago with those photos re-encoded smaller and coarser.
    const repostOf = listings[listings.length - 1]!;
    const ownPhotos = await Promise.all([201, 202, 203].map((n) => putDemoImage(storage, `scene-${n}`, `demo/photos/scene-${n}`)));
    const repostPhotos = await Promise.all([201, 202, 203].map((n) => putDemoImage(storage, `repost-${n}`, `demo/photos/repost-${n}`)));
    repostOf.gallery = ownPhotos;
    repostOf.row.titleImage = ownPhotos[0]!;
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
    const original = repostOf.row;
    const [repost] = await tx
      .insert(properties)
      .values({
        ...original,
        title: `Cần bán gấp: ${original.title}`,
        slugId: `${original.slugId}-dang-lai`,
        price: Math.round((original.price * 0.97) / 10_000_000) * 10_000_000,
        requestStatus: "pending",
        rejectReason: null,
        featuredUntil: null,
        totalViews: 0,
        totalLikes: 0,
        titleImage: repostPhotos[0]!,
        createdAt: new Date(Date.now() - 86_400_000),
        updatedAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: properties.id });
    await tx.insert(propertyImages).values(repostPhotos.map((image, sequence) => ({ propertyId: repost!.id, image, sequence })));
    await tx.insert(propertyParameters).values(repostOf.parameters.map((p) => ({ propertyId: repost!.id, ...p })));
    await findDuplicates(tx, repost!.id);
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
    await seedSavedSearch(tx, { userId: agentRows[0]!.id, listingIds: inserted.slice(-14).map((row) => row.id) });

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

    // The home slider (admin /admin/slider): two promoted listings, each with a photo of its own.
    // (eBroker's clients read a slide's listing on every slide they are given; category and link slides are staff's choice.)
    const promotedListings = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.requestStatus, "approved"), eq(properties.status, "active"), gt(properties.featuredUntil, new Date())))
      .orderBy(asc(properties.id))
      .limit(slidePhotos.length);
    if (promotedListings.length > 0) {
      await tx
        .insert(homeSlides)
        .values(promotedListings.map((listing, sequence) => ({ image: slidePhotos[sequence]!, propertyId: listing.id, sequence })));
    }
    // SEO text for two pages (admin /admin/seo); the others keep their defaults.
    await tx.insert(seoSettings).values([
      {
        page: "homepage",
        title: "Nhà đất TP.HCM – mua bán, cho thuê chính chủ",
        description: "Tin mua bán, cho thuê nhà đất tại TP.HCM: căn hộ, nhà phố, đất nền, giá rõ ràng bằng VND.",
        keywords: "nhà đất, mua bán nhà, cho thuê căn hộ, TP.HCM",
        translations: {
          en: {
            title: "Ho Chi Minh City property – buy and rent from owners",
            description: "Homes for sale and rent in Ho Chi Minh City: apartments, town houses and land, priced in VND.",
            keywords: "property, homes for sale, apartments for rent, Ho Chi Minh City",
          },
        },
      },
      {
        page: "all-properties",
        title: "Tất cả tin nhà đất TP.HCM",
        description: "Mọi tin mua bán, cho thuê nhà đất đang hiển thị tại TP.HCM, lọc theo phường, giá và diện tích.",
        translations: { en: { title: "All property listings in Ho Chi Minh City" } },
      },
    ]);
  });
  // The ward price bands show on a fresh start, before the background job's first run.
  await refreshWardPriceBands(db);
  services.logger.info({ properties: await db.$count(properties), ms: Date.now() - started }, "demo city seeded");
}
