import { formatDate } from "../../lib/format/format-date.ts";
import { formatWhen } from "../../lib/format/format-when.ts";
import { useI18n } from "../../lib/i18n/react.tsx";

/** A moment on a staff page: an age within a week, else the date and time; the exact time on hover. */
export function StaffTime({ value, now }: { value: string; now: string }) {
  const { t, lang } = useI18n();
  return (
    <time dateTime={value} title={formatDate(value, lang, "dateTime")}>
      {formatWhen(value, now, lang, t)}
    </time>
  );
}
