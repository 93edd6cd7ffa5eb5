import { useState, type KeyboardEvent } from "react";
import { useFetcher, useNavigation } from "react-router";
import { Form } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/notifications";
import type { loader } from "./notifications.tsx";
import { Field, FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/* The staff notification page's send form: audience, recipients and listing pickers, text and image. */

interface PickedUser {
  id: number;
  name: string;
  email: string;
}
interface PickedListing {
  id: number;
  title: string;
  image: string | null;
}

/** A search box that asks the page's loader and lists what it found, each with a button to pick it. */
function Picker<T extends { id: number }>({
  id,
  label,
  param,
  results,
  describe,
  pickLabel,
  onPick,
}: {
  id: string;
  label: string;
  param: "user_search" | "listing_search";
  results: (data: Awaited<ReturnType<typeof loader>>) => T[] | null;
  describe: (item: T) => string;
  pickLabel: (item: T) => string;
  onPick: (item: T) => void;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<typeof loader>();
  const [query, setQuery] = useState("");
  const search = () => {
    if (query.trim()) void fetcher.load(`/admin/notifications?${new URLSearchParams({ [param]: query.trim() })}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      search();
    }
  };
  const found = fetcher.data ? results(fetcher.data) : null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        />
        <button type="button" onClick={search} className={secondaryButtonClass}>
          {t("search")}
        </button>
      </div>
      <div role="status" className="mt-2 text-sm text-slate-600">
        {fetcher.state === "loading" ? t("searching") : found && found.length === 0 ? t("noResults") : null}
      </div>
      {found && found.length > 0 ? (
        <ul className="mt-1 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {found.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0 break-words">{describe(item)}</span>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="rounded-md border border-brand-700 px-3 py-1 font-medium text-brand-800"
              >
                {pickLabel(item)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type ActionData = Route.ComponentProps["actionData"];

export function SendForm({ actionData }: { actionData: ActionData }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [audience, setAudience] = useState<"all" | "users">("all");
  const [chosen, setChosen] = useState<PickedUser[]>([]);
  const [listing, setListing] = useState<PickedListing | null>(null);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errors = actionData?.errors ?? {};
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      noValidate
    >
      <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("sendTo")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["all", "users"] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="audience"
                value={value}
                checked={audience === value}
                onChange={() => setAudience(value)}
                className="size-5"
              />
              {value === "all" ? t("audienceAll") : t("audienceChosen")}
            </label>
          ))}
        </div>
      </fieldset>
      {audience === "users" ? (
        <fieldset
          className="space-y-3 rounded-lg border border-slate-200 p-3"
          aria-describedby={errors.user_ids ? "user_ids-error" : undefined}
        >
          <legend className="px-1 text-sm font-medium text-slate-800">{t("recipients")}</legend>
          <Picker<PickedUser>
            id="user-picker"
            label={t("searchUsers")}
            param="user_search"
            results={(data) => data.users}
            describe={(u) => `${u.name} · ${u.email}`}
            pickLabel={(u) => `${t("add")}: ${u.name}`}
            onPick={(u) => setChosen((list) => (list.some((c) => c.id === u.id) ? list : [...list, u]))}
          />
          {chosen.length === 0 ? (
            <p className="text-sm text-slate-600">{t("noRecipientsYet")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t("recipients")}>
              {chosen.map((u) => (
                <li key={u.id} className="flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm">
                  <input type="hidden" name="user_ids" value={u.id} />
                  {u.name}
                  <button
                    type="button"
                    onClick={() => setChosen((list) => list.filter((c) => c.id !== u.id))}
                    className="rounded-full px-2 py-1 text-slate-700 hover:bg-slate-200"
                    aria-label={`${t("remove")}: ${u.name}`}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.user_ids ? (
            <p id="user_ids-error" className="text-sm text-red-700">
              {errors.user_ids}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset
        className="space-y-3 rounded-lg border border-slate-200 p-3"
        aria-describedby={errors.property_id ? "property_id-error" : undefined}
      >
        <legend className="px-1 text-sm font-medium text-slate-800">{t("aboutListing")}</legend>
        {listing ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <input type="hidden" name="property_id" value={listing.id} />
            {listing.image ? <img src={listing.image} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" /> : null}
            <span className="min-w-0 flex-1 break-words" data-testid="chosen-listing">
              #{listing.id} · {listing.title}
            </span>
            <button type="button" onClick={() => setListing(null)} className={secondaryButtonClass}>
              {t("remove")}
              <span className="sr-only">: {listing.title}</span>
            </button>
          </div>
        ) : (
          <Picker<PickedListing>
            id="listing-picker"
            label={t("searchListingByIdOrTitle")}
            param="listing_search"
            results={(data) => data.listings}
            describe={(p) => `#${p.id} · ${p.title}`}
            pickLabel={(p) => `${t("choose")}: ${p.title}`}
            onPick={setListing}
          />
        )}
        {errors.property_id ? (
          <p id="property_id-error" className="text-sm text-red-700">
            {errors.property_id}
          </p>
        ) : null}
      </fieldset>
      <Field label={t("title")} name="title" required maxLength={200} defaultValue={failed?.values.title ?? ""} error={errors.title} />
      <div>
        <label htmlFor="notification-body" className="block text-sm font-medium text-slate-800">
          {t("notificationBody")}
        </label>
        <textarea
          id="notification-body"
          name="body"
          rows={3}
          maxLength={2000}
          defaultValue={failed?.values.body ?? ""}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{t("notificationInEnglish")}</legend>
        <p className="text-sm text-slate-600">{t("notificationInEnglishHint")}</p>
        <Field
          label={t("notificationTitleEn")}
          name="title_en"
          lang="en"
          maxLength={200}
          defaultValue={failed?.values.title_en ?? ""}
          error={errors.title_en}
        />
        <div>
          <label htmlFor="notification-body-en" className="block text-sm font-medium text-slate-800">
            {t("notificationBodyEn")}
          </label>
          <textarea
            id="notification-body-en"
            name="body_en"
            lang="en"
            rows={3}
            maxLength={2000}
            defaultValue={failed?.values.body_en ?? ""}
            aria-invalid={errors.body_en ? true : undefined}
            aria-describedby={errors.body_en ? "body_en-error" : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          {errors.body_en ? (
            <p id="body_en-error" className="mt-1 text-sm text-red-700">
              {errors.body_en}
            </p>
          ) : null}
        </div>
      </fieldset>
      <Field
        label={t("notificationImage")}
        name="image"
        type="file"
        accept="image/jpeg,image/png"
        hint={t("notificationImageHint")}
        error={errors.image}
      />
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t("sending") : t("sendNotification")}
      </button>
    </Form>
  );
}
