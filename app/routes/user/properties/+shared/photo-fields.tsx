import { useEffect, useMemo, useRef, useState, type DragEvent } from "react";
import { useI18n } from "../../../../lib/i18n/react.tsx";
import type { FormInitial } from "./property-form-model.ts";
import { FieldError, inputClass, labelClass } from "./form-controls.tsx";

/**
 * The gallery picker: chosen photos in the order they will show, reordered by dragging or
 * by the move buttons (keyboard), written back into the file input so the form posts them
 * in that order. Without JavaScript it is a plain multiple file input.
 */
function GalleryPicker() {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  const dragged = useRef<number | null>(null);
  useEffect(() => {
    if (input.current && typeof DataTransfer !== "undefined") {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.current.files = transfer.files;
    }
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files, urls]);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= files.length) return;
    const next = [...files];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setFiles(next);
  };
  return (
    <div>
      <label htmlFor="gallery_images" className={labelClass}>
        {t("galleryImages")}
      </label>
      <input
        ref={input}
        id="gallery_images"
        name="gallery_images"
        type="file"
        multiple
        accept="image/jpeg,image/png"
        className={inputClass}
        onChange={(e) => {
          const picked = Array.from(e.currentTarget.files ?? []).filter((f) => !files.includes(f));
          setFiles((current) => [...current, ...picked]);
        }}
      />
      {files.length ? (
        <ol className="mt-2 space-y-2" aria-label={t("galleryOrder")}>
          {files.map((file, i) => (
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- dragging is the pointer shortcut; the move buttons are the keyboard path
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              draggable
              onDragStart={() => (dragged.current = i)}
              onDragOver={(e: DragEvent) => e.preventDefault()}
              onDrop={() => {
                if (dragged.current !== null) move(dragged.current, i);
                dragged.current = null;
              }}
              className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2"
            >
              {urls[i] ? <img src={urls[i]} alt="" width={56} height={56} className="size-14 rounded object-cover" /> : null}
              <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
              <button
                type="button"
                className="rounded border border-slate-300 px-2 py-1 text-sm"
                onClick={() => move(i, i - 1)}
                disabled={i === 0}
                aria-label={t("moveUp", { name: file.name })}
              >
                ↑
              </button>
              <button
                type="button"
                className="rounded border border-slate-300 px-2 py-1 text-sm"
                onClick={() => move(i, i + 1)}
                disabled={i === files.length - 1}
                aria-label={t("moveDown", { name: file.name })}
              >
                ↓
              </button>
              <button
                type="button"
                className="rounded border border-red-300 px-2 py-1 text-sm text-red-800"
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                aria-label={t("removePhoto", { name: file.name })}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** The photos step: title image, gallery, 360° image, documents, video link; kept files may be removed. */
export function PhotoFields({ initial, errors }: { initial: FormInitial | null; errors: Record<string, string> }) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="title_image" className={labelClass}>
          {t("titleImage")} {initial ? null : <span aria-hidden="true">*</span>}
        </label>
        {initial?.titleImage ? (
          <img
            src={initial.titleImage}
            alt={t("currentTitleImage")}
            width={120}
            height={90}
            className="mt-1 h-24 w-32 rounded object-cover"
          />
        ) : null}
        <input
          id="title_image"
          name="title_image"
          type="file"
          accept="image/jpeg,image/png"
          className={inputClass}
          aria-invalid={errors.title_image ? true : undefined}
          aria-describedby="title_image-hint title_image-error"
        />
        <p id="title_image-hint" className="mt-1 text-xs text-slate-600">
          {t("photoRulesHint")}
        </p>
        <FieldError id="title_image-error" message={errors.title_image} />
      </div>
      {initial?.gallery.length ? (
        <fieldset>
          <legend className={labelClass}>{t("currentGallery")}</legend>
          <ul className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {initial.gallery.map((g, i) => (
              <li key={g.id} className="rounded-lg border border-slate-200 p-1">
                <img
                  src={g.url}
                  alt={t("galleryPhotoN", { n: i + 1 })}
                  width={120}
                  height={90}
                  className="h-20 w-full rounded object-cover"
                />
                <label className="mt-1 flex items-center gap-1 text-sm">
                  <input type="checkbox" name="remove_gallery_images" value={g.id} className="size-6 shrink-0" />
                  {t("removePhotoN", { n: i + 1 })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <GalleryPicker />
      <FieldError id="gallery_images-error" message={errors.gallery_images ?? errors["gallery_images.0"]} />
      <div>
        <label htmlFor="three_d_image" className={labelClass}>
          {t("threeDImage")}
        </label>
        {initial?.threeDImage ? (
          <label className="mt-1 flex items-center gap-1 text-sm">
            <input type="checkbox" name="remove_three_d_image" value="1" className="size-6 shrink-0" /> {t("removeThreeDImage")}
          </label>
        ) : null}
        <input id="three_d_image" name="three_d_image" type="file" accept="image/jpeg,image/png" className={inputClass} />
        <FieldError id="three_d_image-error" message={errors.three_d_image} />
      </div>
      {initial?.documents.length ? (
        <fieldset>
          <legend className={labelClass}>{t("currentDocuments")}</legend>
          <ul className="mt-1 space-y-1 text-sm">
            {initial.documents.map((d) => (
              <li key={d.id} className="flex items-center gap-2">
                <a href={d.url} className="underline">
                  {d.name}
                </a>
                <label className="flex items-center gap-1">
                  <input type="checkbox" name="remove_documents" value={d.id} className="size-6 shrink-0" /> {t("remove")}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor="documents" className={labelClass}>
          {t("documentsPdf")}
        </label>
        <input id="documents" name="documents" type="file" multiple accept="application/pdf" className={inputClass} />
        <FieldError id="documents-error" message={errors.documents ?? errors["documents.0"]} />
      </div>
    </div>
  );
}
