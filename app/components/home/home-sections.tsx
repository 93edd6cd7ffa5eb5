import type { ReactNode } from "react";
import { Link } from "../../lib/i18n/link.tsx";
import type { AgentView } from "../../modules/agents/list-agents.server.ts";
import type { ArticleView } from "../../modules/content/list-articles.server.ts";
import type { FaqView } from "../../modules/content/list-faqs.server.ts";
import type { CityWard } from "../../modules/places/list-city-wards.server.ts";
import type { ProjectCard } from "../../modules/projects/project-view.server.ts";
import type { CardView } from "../../modules/properties/property-view.server.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { SafeImage } from "../ui/safe-image.tsx";
import { usePlaceholderLogo } from "../shell/use-shell-settings.ts";
import { PropertyGrid, phoneRowItem, phoneRowList } from "../properties/property-card.tsx";

/** One home section: heading, optional "view all" link, the empty state when it has nothing. */
export function HomeSection({
  id,
  title,
  more,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  more?: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-heading`} className="below-fold mx-auto max-w-6xl px-4 py-8" data-testid={`home-${id}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {title}
        </h2>
        {more && !isEmpty ? (
          <Link to={more} className="text-sm font-medium text-brand-700 underline">
            {t("viewAll")}
            <span className="sr-only">: {title}</span>
          </Link>
        ) : null}
      </div>
      <div className="mt-4">{isEmpty ? <p className="text-slate-600">{t("sectionEmpty")}</p> : children}</div>
    </section>
  );
}

export function PropertySection({ id, title, more, items }: { id: string; title: string; more?: string; items: CardView[] }) {
  return (
    <HomeSection id={id} title={title} more={more} isEmpty={items.length === 0}>
      <PropertyGrid properties={items} isRowOnPhones />
    </HomeSection>
  );
}

export function AgentsSection({ agents, title }: { agents: AgentView[]; title?: string }) {
  const { t } = useI18n();
  const placeholder = usePlaceholderLogo();
  return (
    <HomeSection id="agents" title={title ?? t("agentsList")} more="/agents" isEmpty={agents.length === 0}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {agents.map((agent) => (
          <li key={agent.id}>
            <Link
              to={`/agents/${agent.id}`}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm hover:border-brand-600"
            >
              <SafeImage
                src={agent.profile ?? placeholder}
                placeholder={placeholder}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-full object-cover"
              />
              <span className="font-semibold">{agent.name}</span>
              {agent.is_verified ? <span className="text-xs text-green-800">✓ {t("verifiedAgent")}</span> : null}
              <span className="text-xs text-slate-600">{t("listingsCount", { count: agent.property_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function WardsSection({ wards, title }: { wards: CityWard[]; title?: string }) {
  const { t } = useI18n();
  return (
    <HomeSection id="wards" title={title ?? t("propertiesByWard")} more="/properties" isEmpty={wards.length === 0}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {wards.map((ward) => (
          <li key={ward.code}>
            <Link
              to={`/properties/ward/${ward.slug}`}
              className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
            >
              <span className="block font-semibold">{ward.city}</span>
              <span className="text-sm text-slate-600">{t("listingsCount", { count: ward.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function ProjectsSection({ projects, title }: { projects: ProjectCard[]; title?: string }) {
  const { t } = useI18n();
  const placeholder = usePlaceholderLogo();
  return (
    <HomeSection id="projects" title={title ?? t("projectsList")} more="/projects" isEmpty={projects.length === 0}>
      <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${phoneRowList}`}>
        {projects.map((project) => (
          <li key={project.id} className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${phoneRowItem}`}>
            <SafeImage
              src={project.image ?? placeholder}
              srcSet={project.image_srcset ?? undefined}
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
              width={project.image_width ?? 400}
              height={project.image_height ?? 300}
              placeholder={placeholder}
              alt=""
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-3">
              <p className="text-xs font-semibold uppercase text-slate-600">
                {project.type === "upcoming" ? t("upcoming") : t("underConstruction")}
              </p>
              <h3 className="mt-1 font-semibold">
                <Link to={`/project-details/${project.slug_id}`} className="hover:text-brand-700">
                  {project.title}
                </Link>
              </h3>
              <p className="mt-1 truncate text-sm text-slate-600">{project.ward?.name ?? project.location}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function ArticlesSection({ articles, title }: { articles: ArticleView[]; title?: string }) {
  const { t } = useI18n();
  const placeholder = usePlaceholderLogo();
  return (
    <HomeSection id="articles" title={title ?? t("articlesList")} more="/articles" isEmpty={articles.length === 0}>
      <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${phoneRowList}`}>
        {articles.map((article) => (
          <li key={article.id} className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${phoneRowItem}`}>
            <SafeImage
              src={article.image ?? placeholder}
              srcSet={article.image_srcset ?? undefined}
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
              width={article.image_width ?? 400}
              height={article.image_height ?? 225}
              placeholder={placeholder}
              alt=""
              loading="lazy"
              className="aspect-video w-full object-cover"
            />
            <div className="p-3">
              <h3 className="font-semibold">
                <Link to={`/articles/${article.slug_id}`} className="hover:text-brand-700">
                  {article.title}
                </Link>
              </h3>
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">{article.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function FaqSection({ faqs, title }: { faqs: FaqView[]; title?: string }) {
  const { t } = useI18n();
  return (
    <HomeSection id="faqs" title={title ?? t("faqTitle")} more="/faqs" isEmpty={faqs.length === 0}>
      <div className="grid gap-2">
        {faqs.map((faq) => (
          <details key={faq.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold">{faq.question}</summary>
            <p className="mt-2 whitespace-pre-line text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}
