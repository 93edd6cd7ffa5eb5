import type { packages } from "../schema/index.ts";

/** The packages every install starts with: one free, two paid (prices whole VND). */
export const packageSeeds: (typeof packages.$inferInsert)[] = [
  {
    code: "free",
    name: "Gói Miễn phí",
    translations: { en: "Free" },
    price: 0,
    durationDays: 30,
    propertyListLimit: 2,
    sequence: 0,
  },
  {
    code: "basic",
    name: "Gói Cơ bản",
    translations: { en: "Basic" },
    price: 199_000,
    durationDays: 30,
    propertyListLimit: 10,
    propertyFeatureLimit: 2,
    projectListLimit: 1,
    mortgageCalculatorDetail: true,
    projectAccess: true,
    sequence: 1,
  },
  {
    code: "pro",
    name: "Gói Chuyên nghiệp",
    translations: { en: "Professional" },
    price: 499_000,
    durationDays: 90,
    propertyListLimit: 50,
    propertyFeatureLimit: 10,
    projectListLimit: 5,
    projectFeatureLimit: 3,
    mortgageCalculatorDetail: true,
    premiumProperties: true,
    projectAccess: true,
    sequence: 2,
  },
];
