import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { SafeImage } from "../ui/safe-image.tsx";
import { usePlaceholderLogo } from "../shell/use-shell-settings.ts";

export interface GalleryImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * The listing's photos. Each thumbnail is a plain link to the full photo (no JavaScript
 * needed); with JavaScript it opens a modal lightbox: arrows step, Esc closes, focus stays
 * inside (a modal dialog makes the page behind it inert) and returns to the photo after.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useI18n();
  const placeholder = usePlaceholderLogo();
  const dialog = useRef<HTMLDialogElement>(null);
  const triggers = useRef<(HTMLAnchorElement | null)[]>([]);
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const total = images.length;
  const current = images[index] ?? images[0]!;
  const open = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setIndex(at);
    dialog.current?.showModal();
  };
  const step = (by: number) => setIndex((i) => (i + by + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  };
  const first = images[0]!;
  return (
    <section aria-label={t("gallery")}>
      <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
        <a
          href={first.url}
          onClick={(e) => open(e, 0)}
          ref={(el) => void (triggers.current[0] = el)}
          className="block overflow-hidden rounded-xl bg-slate-100"
          aria-label={t("openPhoto", { index: 1 })}
        >
          <SafeImage
            src={first.url}
            srcSet={first.srcset}
            sizes="(min-width: 1024px) 800px, 100vw"
            width={first.width}
            height={first.height}
            placeholder={placeholder}
            alt={title}
            fetchPriority="high"
            className="aspect-[4/3] w-full object-cover"
          />
        </a>
        {total > 1 ? (
          // Every photo has a thumbnail, the cover first; the cover's returns focus to the large photo.
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:content-start">
            {images.map((image, i) => (
              <li key={image.url}>
                <a
                  href={image.url}
                  onClick={(e) => open(e, i)}
                  ref={i === 0 ? undefined : (el) => void (triggers.current[i] = el)}
                  className="block overflow-hidden rounded-lg bg-slate-100"
                  aria-label={i === 0 ? t("openCoverPhoto") : t("openPhoto", { index: i + 1 })}
                  data-testid="gallery-thumbnail"
                >
                  <SafeImage
                    src={image.url}
                    srcSet={image.srcset}
                    sizes="(min-width: 640px) 200px, 25vw"
                    width={image.width}
                    height={image.height}
                    placeholder={placeholder}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <dialog
        ref={dialog}
        aria-label={t("gallery")}
        onKeyDown={onKeyDown}
        onClose={() => triggers.current[index]?.focus()}
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-slate-950/90"
        data-testid="lightbox"
      >
        <div className="flex h-dvh w-screen flex-col items-center justify-center gap-3 p-3">
          <img
            loading="lazy"
            src={current.url}
            srcSet={current.srcset}
            sizes="100vw"
            width={current.width}
            height={current.height}
            alt={`${title} – ${t("photoOf", { index: index + 1, total })}`}
            className="max-h-[80dvh] w-auto max-w-full object-contain"
          />
          <p className="text-sm text-white" aria-live="polite">
            {t("photoOf", { index: index + 1, total })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => step(-1)}
              className="rounded-lg bg-white/90 px-4 py-2 font-semibold text-slate-900 hover:bg-white"
            >
              {t("previousPhoto")}
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              className="rounded-lg bg-white/90 px-4 py-2 font-semibold text-slate-900 hover:bg-white"
            >
              {t("nextPhoto")}
            </button>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-lg bg-white px-4 py-2 font-semibold text-slate-900"
            >
              {t("closeGallery")}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
