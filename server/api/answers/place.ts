/** A place with its listing count as get-cities-data and the home answer it: eBroker's `City`, `Count`, `image`. */
import { z } from "zod";
import type { CityWard } from "../../../app/modules/places/list-city-wards.server.ts";

export const cityAnswer = z
  .object({
    City: z.string(),
    Count: z.number().int(),
    /** The place's photo; wards have none, so it is empty (the clients show their placeholder). */
    image: z.string(),
    code: z.string(),
    slug: z.string(),
  })
  .loose();

export function toCityAnswer(ward: CityWard) {
  return { ...ward, City: ward.city, Count: ward.count, image: "" };
}
