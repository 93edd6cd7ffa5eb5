import { data } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/detail";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { AgentAvatar, VerifiedBadge } from "../../components/discovery/cards.tsx";
import { PackageGate } from "../../components/discovery/package-gate.tsx";
import { RouteError } from "../../components/discovery/route-error.tsx";
import { VideoEmbed } from "../../components/discovery/video-embed.tsx";
import { LocationMap } from "../../components/map/location-map.tsx";
import { tileSettingsOf, type TileSettings } from "../../lib/location/tile-settings.ts";
import { usePlaceholderLogo } from "../../components/shell/use-shell-settings.ts";
import { SafeImage } from "../../components/ui/safe-image.tsx";
import { attempt } from "../../lib/errors.ts";
import { useCityName, useI18n } from "../../lib/i18n/react.tsx";
import { absoluteUrl, breadcrumbJsonLd, projectJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { metaDescription, seoMeta } from "../../lib/seo/page-seo.ts";
import { sitePaths } from "../../lib/seo/site-paths.ts";
import { getProjectDetail } from "../../modules/projects/get-project-detail.server.ts";
import { listProjects } from "../../modules/projects/list-projects.server.ts";
import type { ProjectDetail } from "../../modules/projects/project-view.server.ts";

/** /project-details/{id}: the id, or the project's slug. Without `project_access` only the public card and the gate show. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, lang, t, getActor, siteName, baseUrl } = await discoveryContext(context);
  const key = /^\d+$/.test(params.id) ? { id: Number(params.id) } : { slugId: params.id };
  const actor = await getActor();
  const found = await attempt(getProjectDetail(services, { ...key, actor, lang, countView: true }));
  if (found.error && found.error.code !== "PACKAGE_REQUIRED") throw data(null, { status: found.error.status });
  const detail: ProjectDetail | null = found.value;
  const gateMessage = found.error ? t(found.error.key) : null;
  const card = detail ?? (await listProjects(services, { ...key, limit: 1, offset: 0, lang })).items[0];
  if (!card) throw data(null, { status: 404 });
  const path = sitePaths.project(card.slug_id);
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("projects"), path: "/projects" }, { name: card.title }];
  const region = card.ward?.name ?? card.city;
  return {
    card,
    detail,
    gateMessage,
    signedIn: actor !== null,
    crumbs,
    tiles: tileSettingsOf(services.env),
    seo: {
      title: detail?.meta_title || card.title,
      description: metaDescription(detail?.meta_description || card.description),
      keywords: detail?.meta_keywords,
      image: detail?.meta_image ?? card.image,
      path,
      lang,
      baseUrl,
      siteName,
      jsonLd: [
        breadcrumbJsonLd(baseUrl, crumbs),
        projectJsonLd({
          baseUrl,
          url: absoluteUrl(baseUrl, path),
          name: card.title,
          description: card.description,
          image: card.image,
          street: card.location,
          locality: region,
          region: card.state,
          latitude: card.latitude,
          longitude: card.longitude,
        }),
      ],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const cityName = useCityName();
  const placeholder = usePlaceholderLogo();
  const { card, detail } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <header className="mt-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {t(card.type === "upcoming" ? "projectTypeUpcoming" : "projectTypeUnderConstruction")} · {card.category.category}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{card.title}</h1>
        <p className="mt-1 text-slate-700">
          {[card.location, card.ward?.name, card.city ? cityName(card.city) : ""].filter(Boolean).join(", ")}
        </p>
      </header>
      <SafeImage
        src={card.image ?? placeholder}
        srcSet={card.image_srcset ?? undefined}
        sizes="(min-width: 1024px) 64rem, 100vw"
        width={card.image_width ?? 1200}
        height={card.image_height ?? 800}
        alt={card.title}
        fetchPriority="high"
        placeholder={placeholder}
        className="mt-5 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
      />
      <div className="mt-6 space-y-3 leading-relaxed text-slate-800">
        {card.description.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {detail ? (
        <ProjectDetails detail={detail} tiles={loaderData.tiles} />
      ) : (
        <div className="mt-8">
          <PackageGate
            title={t("projectGateTitle")}
            message={loaderData.gateMessage ?? t("packageRequiredProjectAccess")}
            benefits={[t("projectGatePlans"), t("projectGateDocuments"), t("projectGateGallery")]}
            signedIn={loaderData.signedIn}
          />
        </div>
      )}
    </main>
  );
}

function ProjectDetails({ detail, tiles }: { detail: ProjectDetail; tiles: TileSettings }) {
  const { t } = useI18n();
  return (
    <>
      {detail.plans.length ? (
        <Section id="plans-heading" title={t("projectPlans")}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {detail.plans.map((plan) => (
              <li key={plan.id} className="rounded-xl border border-slate-200 bg-white p-3">
                {plan.image ? (
                  <img
                    src={plan.image.url}
                    srcSet={plan.image.srcset}
                    sizes="(min-width: 640px) 50vw, 100vw"
                    width={plan.image.width}
                    height={plan.image.height}
                    alt=""
                    loading="lazy"
                    className="w-full rounded-lg"
                  />
                ) : null}
                <h3 className="mt-2 font-medium">{plan.title}</h3>
                <a href={plan.document} className="text-sm text-brand-700 underline" target="_blank" rel="noopener">
                  {t("openPlan", { title: plan.title })}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.gallery_images.length ? (
        <Section id="gallery-heading" title={t("galleryHeading")}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {detail.gallery_images.map((image, index) => (
              <li key={image.id}>
                <a href={image.url} target="_blank" rel="noopener" aria-label={t("openPhotoNumber", { number: index + 1 })}>
                  <img
                    src={image.url}
                    srcSet={image.srcset}
                    sizes="(min-width: 640px) 33vw, 50vw"
                    width={image.width}
                    height={image.height}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.video_link ? (
        <Section id="video-heading" title={t("video")}>
          <VideoEmbed link={detail.video_link} title={t("videoOf", { title: detail.title })} linkLabel={t("watchVideo")} />
        </Section>
      ) : null}
      {detail.documents.length ? (
        <Section id="documents-heading" title={t("documents")}>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {detail.documents.map((doc) => (
              <li key={doc.id} className="flex items-center justify-between gap-3 p-3">
                <a href={doc.url} className="text-brand-700 underline" target="_blank" rel="noopener">
                  {doc.name}
                </a>
                <span className="text-sm text-slate-600">{Math.max(1, Math.round(doc.size / 1024))} KB</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.latitude !== null && detail.longitude !== null ? (
        <Section id="location-heading" title={t("location")}>
          <LocationMap latitude={detail.latitude} longitude={detail.longitude} label={detail.title} tiles={tiles} />
        </Section>
      ) : null}
      {detail.customer ? (
        <Section id="owner-heading" title={t("postedBy")}>
          <Link
            to={`/agents/${detail.customer.id}`}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:shadow"
          >
            <AgentAvatar name={detail.customer.name} profile={detail.customer.profile} size={48} />
            <span className="font-medium">{detail.customer.name}</span>
            {detail.customer.is_verified_agent ? <VerifiedBadge /> : null}
          </Link>
        </Section>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/projects" backLabel={t("backToProjects")} />;
}
