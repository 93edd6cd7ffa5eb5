/** The info pages staff edit, each with the dictionary keys of its default title and paragraphs. */
export const infoPageDefaults = {
  about: { title: "aboutTitle", paragraphs: ["aboutText", "aboutTrust", "maintenanceContact"] },
  privacy: { title: "privacyTitle", paragraphs: ["privacyText", "maintenanceContact"] },
  terms: { title: "termsTitle", paragraphs: ["termsText", "maintenanceContact"] },
} as const;

export type InfoPageKey = keyof typeof infoPageDefaults;

export function isInfoPageKey(value: string): value is InfoPageKey {
  return Object.hasOwn(infoPageDefaults, value);
}
