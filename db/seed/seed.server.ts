import path from "node:path";
import { count, eq } from "drizzle-orm";
import adminUnits from "./data/vn-admin-units-2025.json" with { type: "json" };
import {
  categories,
  categoryParameters,
  facilities,
  languages,
  packages,
  parameters,
  provinces,
  reportReasons,
  settings,
  wards,
} from "../schema/index.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { slugify } from "../../app/lib/slug.ts";
import { createAdmin } from "../../app/modules/users/create-admin.server.ts";
import { settingDefinitions } from "../../app/modules/settings/setting-definitions.ts";
import { createLocalStorage } from "../../app/lib/storage/local-storage.server.ts";
import type { Storage } from "../../app/lib/storage/storage.ts";
import { categorySeeds, facilitySeeds, parameterSeeds } from "./catalog-data.ts";
import { packageSeeds } from "./packages-data.ts";
import { reportReasonSeeds } from "./report-reasons-data.ts";
import { ensureDefaultVerificationForm } from "../../app/modules/verification/default-form.server.ts";
import { seedDemo } from "./demo/seed-demo.server.ts";

export interface SeedResult {
  /** True when this run found an empty database and filled it. */
  created: boolean;
  /** True when it also filled it with the demo city. */
  demo: boolean;
}

/**
 * Reference data every install needs (settings, languages, the 2025 administrative
 * units, categories with parameters, facilities, the default agent verification form,
 * the admin account). Idempotent:
 * a second run adds nothing.
 */
export async function seedDatabase(
  services: Pick<Services, "db" | "env" | "logger"> & { storage?: Storage },
  options: { demo: boolean },
): Promise<SeedResult> {
  const { db, env } = services;
  const [{ n: categoryCount } = { n: 0 }] = await db.select({ n: count() }).from(categories);
  const created = categoryCount === 0;

  await db
    .insert(settings)
    .values(Object.entries(settingDefinitions).map(([key, def]) => ({ key, value: JSON.stringify(def.default), isPublic: def.isPublic })))
    .onConflictDoNothing();

  await db
    .insert(languages)
    .values([
      { code: "vi", name: "Tiếng Việt", nameInEnglish: "Vietnamese", isDefault: true, sequence: 0 },
      { code: "en", name: "English", nameInEnglish: "English", isDefault: false, sequence: 1 },
    ])
    .onConflictDoNothing();

  await seedAdminUnits(services);
  await db.insert(packages).values(packageSeeds).onConflictDoNothing({ target: packages.code });
  await db.insert(reportReasons).values(reportReasonSeeds).onConflictDoNothing({ target: reportReasons.code });
  await ensureDefaultVerificationForm(db);

  if (created) {
    await db.transaction(async (tx) => {
      const parameterIds = new Map<string, number>();
      for (const p of parameterSeeds) {
        const [row] = await tx
          .insert(parameters)
          .values({
            code: p.code,
            name: p.name,
            translations: { en: p.en },
            typeOfParameter: p.type,
            typeValues: p.options ?? [],
            unit: p.unit ?? null,
            image: `/icons/parameters/${p.code}.svg`,
            isRequired: p.required ?? false,
          })
          .onConflictDoUpdate({ target: parameters.code, set: { name: p.name } })
          .returning({ id: parameters.id });
        parameterIds.set(p.code, row!.id);
      }
      for (const [index, c] of categorySeeds.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({
            name: c.name,
            translations: { en: c.en },
            slugId: c.slug,
            image: `/icons/categories/${c.icon}.svg`,
            sequence: index,
            metaTitle: `${c.name} tại Thành phố Hồ Chí Minh`,
            metaDescription: `Mua bán, cho thuê ${c.name.toLowerCase()} tại Thành phố Hồ Chí Minh: giá mới nhất, tin đăng đã kiểm duyệt theo từng phường.`,
          })
          .returning({ id: categories.id });
        await tx
          .insert(categoryParameters)
          .values(c.parameters.map((code, sequence) => ({ categoryId: row!.id, parameterId: parameterIds.get(code)!, sequence })));
      }
      await tx.insert(facilities).values(
        facilitySeeds.map((f, sequence) => ({
          name: f.name,
          translations: { en: f.en },
          image: `/icons/facilities/${f.icon}.svg`,
          sequence,
        })),
      );
    });
  }

  await createAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME });

  const demo = options.demo && created;
  if (demo) {
    const storage = services.storage ?? createLocalStorage(path.resolve(env.DATA_DIR, "uploads"));
    await seedDemo({ db, storage, logger: services.logger });
  }
  return { created, demo };
}

async function seedAdminUnits(services: Pick<Services, "db">): Promise<void> {
  const { db } = services;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(wards);
  if (n >= adminUnits.wards.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values(adminUnits.provinces.map((p) => ({ code: p.code, name: p.name, slug: slugify(p.name) })))
      .onConflictDoNothing();
    const rows = adminUnits.wards.map((w) => ({ code: w.code, name: w.name, provinceCode: w.province_code, slug: slugify(w.name) }));
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(wards)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
  });
}

export async function isSeeded(db: Services["db"]): Promise<boolean> {
  const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, "company_name"));
  return Boolean(row);
}
