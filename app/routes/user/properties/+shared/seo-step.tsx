import { useI18n } from "../../../../lib/i18n/react.tsx";
import { TextInput } from "./form-controls.tsx";

type Values = Record<string, string>;
type Errors = Record<string, string>;

export function SeoStep({ values, errors, warnings }: { values: Values; errors: Errors; warnings: string[] }) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <TextInput
        name="video_link"
        label={t("videoLink")}
        type="url"
        inputMode="url"
        defaultValue={values.video_link}
        error={errors.video_link}
      />
      <TextInput
        name="meta_title"
        label={t("metaTitle")}
        defaultValue={values.meta_title}
        error={errors.meta_title}
        hint={t("metaTitleHint")}
      />
      <TextInput
        name="meta_description"
        label={t("metaDescription")}
        multiline
        defaultValue={values.meta_description}
        error={errors.meta_description}
        hint={t("metaDescriptionHint")}
      />
      <TextInput
        name="meta_keywords"
        label={t("metaKeywords")}
        defaultValue={values.meta_keywords}
        error={errors.meta_keywords}
        hint={t("metaKeywordsHint")}
      />
      {warnings.length ? (
        <div role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">{t("seoWarningsTitle")}</p>
          <ul className="list-disc pl-5">
            {warnings.map((w) => (
              <li key={w}>{t(w)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
