import type { PropertyDetail } from "../../modules/properties/property-detail-view.server.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { youtubeEmbedUrl } from "../../lib/properties/video-embed.ts";
import { formatDecimal } from "../../lib/format/formatters.ts";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid={`section-${id}`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function DescriptionSection({ text }: { text: string }) {
  const { t } = useI18n();
  return (
    <Section id="description" title={t("description")}>
      <div className="space-y-3 leading-relaxed text-slate-800">
        {text
          .split(/\n{2,}/)
          .filter((p) => p.trim())
          .map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
      </div>
    </Section>
  );
}

export function ParametersSection({ parameters }: { parameters: PropertyDetail["parameters"] }) {
  const { t } = useI18n();
  const shown = parameters.filter((p) => p.type_of_parameter !== "file" && p.value.trim());
  if (shown.length === 0) return null;
  return (
    <Section id="parameters" title={t("parameters")}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {shown.map((parameter) => (
          <div key={parameter.id} className="flex justify-between gap-3 border-b border-slate-100 py-1.5">
            <dt className="text-slate-600">{parameter.name}</dt>
            <dd className="text-right font-medium">
              {parameter.value_label}
              {parameter.unit ? ` ${parameter.unit}` : ""}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function FacilitiesSection({ facilities }: { facilities: PropertyDetail["facilities"] }) {
  const { t, lang } = useI18n();
  if (facilities.length === 0) return null;
  return (
    <Section id="facilities" title={t("facilities")}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {facilities.map((facility) => (
          <li key={facility.id} className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
            <span>{facility.name}</span>
            <span className="font-medium">{t("withinKm", { count: formatDecimal(facility.distance, lang, 1) })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DocumentsSection({ documents }: { documents: PropertyDetail["documents"] }) {
  const { t, lang } = useI18n();
  if (documents.length === 0) return null;
  const size = (bytes: number) => `${formatDecimal(bytes / 1024 / 1024, lang, 1)} MB`;
  return (
    <Section id="documents" title={t("documents")}>
      <ul className="grid gap-2">
        {documents.map((doc) => (
          <li key={doc.id}>
            <a
              href={doc.url}
              type="application/pdf"
              className="flex justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50"
            >
              <span className="font-medium text-brand-700 underline">{doc.name} (PDF)</span>
              <span className="text-sm text-slate-600">{size(doc.size)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function VideoSection({ link, title }: { link: string | null; title: string }) {
  const { t } = useI18n();
  if (!link) return null;
  const embed = youtubeEmbedUrl(link);
  return (
    <Section id="video" title={t("video")}>
      {embed ? (
        <div className="aspect-video overflow-hidden rounded-lg bg-slate-900">
          {/* The player is cross-origin, so allow-same-origin gives it its own origin, not this site's. */}
          <iframe
            // oxlint-disable-next-line react/iframe-missing-sandbox
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            src={embed}
            title={`${t("video")}: ${title}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        </div>
      ) : (
        <a href={link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
          {link}
        </a>
      )}
    </Section>
  );
}

export { Section };
