import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHydrated } from "../../lib/use-hydrated.tsx";

/**
 * A drag-to-pan viewer for the 360° image (an equirectangular panorama, repeated round
 * the horizontal). Without JavaScript it is a still strip with a link to the full image;
 * with it, pointer drags and the arrow keys turn the view.
 */
export function Panorama({ src, title }: { src: string; title: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [offset, setOffset] = useState(0);
  // Six pixels of drag turn the view one degree.
  const degrees = ((Math.round(-offset / 6) % 360) + 360) % 360;
  const drag = useRef<{ x: number; start: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, start: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(drag.current.start + event.clientX - drag.current.x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      setOffset((o) => o + (event.key === "ArrowLeft" ? 60 : -60));
    }
  };
  return (
    <figure>
      <div
        role="slider"
        aria-label={`${t("view360")}: ${title}`}
        aria-describedby="panorama-hint"
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={degrees}
        aria-valuetext={`${degrees}°`}
        aria-orientation="horizontal"
        tabIndex={0}
        onPointerDown={hydrated ? onPointerDown : undefined}
        onPointerMove={hydrated ? onPointerMove : undefined}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={hydrated ? onKeyDown : undefined}
        data-testid="panorama"
        className={`h-64 w-full touch-pan-y select-none rounded-xl bg-slate-200 bg-repeat-x sm:h-80 ${hydrated ? "cursor-grab active:cursor-grabbing" : ""}`}
        style={{ backgroundImage: `url("${src}")`, backgroundSize: "auto 100%", backgroundPositionX: `${offset}px` }}
      />
      <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <span id="panorama-hint">{t("view360Hint")}</span>
        <a href={src} className="font-medium text-brand-700 underline">
          {t("view360Open")}
        </a>
      </figcaption>
    </figure>
  );
}
