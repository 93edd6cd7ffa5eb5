import { z } from "zod";
import { latitudeInput, longitudeInput, radiusInput } from "../../app/lib/input-schemas.ts";
import { getHomepageData } from "../../app/modules/home/get-homepage-data.server.ts";
import { calculateMortgage } from "../../app/modules/mortgage/calculate-mortgage.server.ts";
import { mortgageInputSchema } from "../../app/modules/mortgage/mortgage-schema.ts";
import { answerContext } from "./answers/property.ts";
import { homeAnswer, homeAnswerData, sliderAnswer, toSliderAnswers } from "./answers/home.ts";
import { listHomeSlides } from "../../app/modules/home/list-home-slides.server.ts";
import { absoluteMedia } from "./answers/media.ts";
import type { CallContext } from "./define-call.ts";
import type { Actor } from "../../app/lib/actor.server.ts";
import { mortgageAnswer, toMortgageAnswer } from "./answers/mortgage.ts";
import { defineCall } from "./define-call.ts";

/** get_slider and get-slider: staff's shown slides (admin /admin/slider) in their order; empty while there are none. */
async function answerSlider(call: CallContext<Record<string, never>, Actor | null>) {
  const slides = await listHomeSlides(call.services, { actor: call.actor, lang: call.lang });
  return { data: absoluteMedia(await toSliderAnswers(slides, answerContext(call)), call.services.env.baseUrl) };
}

export const homeCalls = [
  defineCall({
    method: "GET",
    path: "homepage-data",
    auth: "optional",
    tag: "Home",
    summary:
      "Every home section: promoted, categories, agents, most liked, wards, nearby (with a point), premium, recommended, projects, articles, FAQs",
    input: z.object({ latitude: latitudeInput.optional(), longitude: longitudeInput.optional(), radius: radiusInput.optional() }),
    output: homeAnswer,
    handler: async (call) => {
      const { input, actor, services, lang, t } = call;
      const home = await getHomepageData(services, {
        latitude: input.latitude,
        longitude: input.longitude,
        radiusKm: input.radius,
        actor,
        lang,
        // A visitor's sections other than nearby, kept as long as visitors' pages are.
        visitorSeconds: services.env.PAGE_CACHE_SECONDS,
      });
      const hasPoint = input.latitude !== undefined && input.longitude !== undefined;
      return { data: await homeAnswerData(home, answerContext(call), t, hasPoint) };
    },
  }),
  defineCall({
    method: "GET",
    path: "mortgage-calculator",
    auth: "optional",
    tag: "Tools",
    summary: "Monthly payment summary for everyone; the yearly and monthly schedule (show_all_details) needs the mortgage detail package",
    input: mortgageInputSchema,
    output: mortgageAnswer,
    handler: async ({ input, actor, services }) => ({
      data: toMortgageAnswer(
        await calculateMortgage(services.db, {
          loanAmount: input.loan_amount,
          downPayment: input.down_payment,
          interestRate: input.interest_rate,
          loanTermYears: input.loan_term_years,
          showAllDetails: input.show_all_details,
          actor,
        }),
      ),
    }),
  }),
  defineCall({
    method: "GET",
    path: "get_slider",
    auth: "optional",
    tag: "Home",
    summary:
      'The home slider\'s slides staff set, in order (slider_type "1" photo, "2" category, "3" listing, "4" address); homepage-data\'s slider_section shows the promoted listings while there are none',
    input: z.object({}),
    output: z.array(sliderAnswer),
    handler: answerSlider,
  }),
  defineCall({
    method: "GET",
    path: "get-slider",
    auth: "optional",
    tag: "Home",
    summary: "The same answer as get_slider (eBroker's app spells it so)",
    input: z.object({}),
    output: z.array(sliderAnswer),
    handler: answerSlider,
  }),
];
