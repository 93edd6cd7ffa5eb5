import { Link } from "../../lib/i18n/link.tsx";
import { useCityName, useI18n } from "../../lib/i18n/react.tsx";
import { sitePaths } from "../../lib/seo/site-paths.ts";
import { usePlaceholderLogo } from "../shell/use-shell-settings.ts";
import { SafeImage } from "../ui/safe-image.tsx";
import { formatDate } from "../../lib/format/format-date.ts";

interface Photo {
  url: string | null;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

function CardPhoto({ photo, sizes }: { photo: Photo; sizes: string }) {
  const placeholder = usePlaceholderLogo();
  return (
    <SafeImage
      src={photo.url ?? placeholder}
      srcSet={photo.srcset ?? undefined}
      sizes={sizes}
      width={photo.width ?? 400}
      height={photo.height ?? 300}
      alt=""
      loading="lazy"
      decoding="async"
      placeholder={placeholder}
      className="aspect-[4/3] w-full rounded-t-xl bg-slate-100 object-cover"
    />
  );
}

const cardClass = "group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md";
const gridSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export interface ProjectCardData {
  id: number;
  slug_id: string;
  title: string;
  type: "upcoming" | "under_construction";
  location: string;
  ward: { name: string } | null;
  category: { category: string };
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  image_srcset: string | null;
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const { t } = useI18n();
  return (
    <article className={`${cardClass} relative`}>
      <CardPhoto
        photo={{ url: project.image, width: project.image_width, height: project.image_height, srcset: project.image_srcset }}
        sizes={gridSizes}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t(project.type === "upcoming" ? "projectTypeUpcoming" : "projectTypeUnderConstruction")} · {project.category.category}
        </p>
        <h3 className="font-semibold text-slate-900">
          <Link to={sitePaths.project(project.slug_id)} className="after:absolute after:inset-0 group-hover:underline">
            {project.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{[project.location, project.ward?.name].filter(Boolean).join(", ")}</p>
      </div>
    </article>
  );
}

export interface AgentCardData {
  id: number;
  name: string;
  profile: string | null;
  city: string | null;
  is_verified: boolean;
  property_count: number;
  projects_count: number;
}

export function VerifiedBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
      <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true" fill="currentColor">
        <path d="M10 1l2.4 2.1 3.2-.3.7 3.1 2.7 1.8-1.3 2.9 1.3 2.9-2.7 1.8-.7 3.1-3.2-.3L10 19l-2.4-2.1-3.2.3-.7-3.1-2.7-1.8L2.3 10 1 7.1l2.7-1.8.7-3.1 3.2.3L10 1zm-1.2 12.2l5.3-5.3-1.4-1.4-3.9 3.9-1.9-1.9-1.4 1.4 3.3 3.3z" />
      </svg>
      {t("verifiedBadge")}
    </span>
  );
}

export function AgentAvatar({ name, profile, size = 64 }: { name: string; profile: string | null; size?: number }) {
  if (profile)
    return (
      <img
        src={profile}
        alt=""
        width={size}
        height={size}
        className="rounded-full bg-slate-100 object-cover"
        style={{ width: size, height: size }}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
      style={{ width: size, height: size }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

export function AgentCard({ agent }: { agent: AgentCardData }) {
  const { t } = useI18n();
  const cityName = useCityName();
  return (
    <article className="relative flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md">
      <AgentAvatar name={agent.name} profile={agent.profile} />
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          <Link to={sitePaths.agent(agent.id)} className="tap-target after:absolute after:inset-0 hover:underline">
            {agent.name}
          </Link>
        </h3>
        {agent.is_verified ? <VerifiedBadge /> : null}
        <p className="mt-1 text-sm text-slate-700">
          {t("agentCounts", { properties: agent.property_count, projects: agent.projects_count })}
          {agent.city ? ` · ${cityName(agent.city)}` : ""}
        </p>
      </div>
    </article>
  );
}

export interface ArticleCardData {
  slug_id: string;
  title: string;
  summary: string;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  image_srcset: string | null;
  category: { category: string } | null;
  created_at: string;
}

export function ArticleCard({ article }: { article: ArticleCardData }) {
  const { lang } = useI18n();
  const date = formatDate(article.created_at, lang, "long");
  return (
    <article className={`${cardClass} relative`}>
      <CardPhoto
        photo={{ url: article.image, width: article.image_width, height: article.image_height, srcset: article.image_srcset }}
        sizes={gridSizes}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{article.category?.category}</p>
        <h3 className="font-semibold text-slate-900">
          <Link to={sitePaths.article(article.slug_id)} className="after:absolute after:inset-0 group-hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700">{article.summary}</p>
        <p className="mt-auto pt-2 text-xs text-slate-600">
          <time dateTime={article.created_at}>{date}</time>
        </p>
      </div>
    </article>
  );
}
