import { z } from "zod";
import { getPageSeo } from "../../app/modules/seo/get-page-seo.server.ts";
import { absoluteMedia } from "./answers/media.ts";
import { defineCall } from "./define-call.ts";

/** One page's meta as eBroker's web client reads it (`data[0].meta_title`, …); null where staff set nothing. */
const seoSettingsAnswer = z.array(
  z
    .object({
      page: z.string(),
      meta_title: z.string().nullable(),
      meta_description: z.string().nullable(),
      meta_keywords: z.string().nullable(),
      meta_image: z.string().nullable(),
    })
    .loose(),
);

export const seoCalls = [
  defineCall({
    method: "GET",
    path: "get_seo_settings",
    auth: "public",
    tag: "Content",
    summary:
      "A page's SEO text in the request's language (page as eBroker's web client names it: all-properties, about-us, …; none: homepage), as a list of one; empty when staff set nothing for it",
    input: z.object({ page: z.string().trim().max(60).optional() }),
    output: seoSettingsAnswer,
    cacheSeconds: 60,
    handler: async ({ input, services, lang }) => {
      const found = await getPageSeo(services, { page: input.page || "homepage", lang });
      const data = found
        ? [
            {
              page: found.page,
              meta_title: found.title,
              meta_description: found.description,
              meta_keywords: found.keywords,
              meta_image: found.image,
            },
          ]
        : [];
      return { data: absoluteMedia(data, services.env.baseUrl) };
    },
  }),
];
