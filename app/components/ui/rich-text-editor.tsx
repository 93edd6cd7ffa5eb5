import { useId, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";

interface RichTextEditorProps {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  /** Where the image button posts a photo; it answers { url } or { error }. */
  uploadUrl?: string;
}

const toolButton =
  "rounded border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:outline-2 focus:outline-brand-600";

/**
 * A textarea for the rich-text subset (app/lib/rich-text) with a toolbar that writes its
 * markup around the selection. Without script the textarea alone does the job.
 */
export function RichTextEditor({ name, label, defaultValue, error, required, uploadUrl }: RichTextEditorProps) {
  const { t } = useI18n();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string>("");

  const wrap = (before: string, after: string, placeholder: string) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    const chosen = value.slice(start, end) || placeholder;
    el.setRangeText(`${before}${chosen}${after}`, start, end, "end");
    el.focus();
    el.setSelectionRange(start + before.length, start + before.length + chosen.length);
  };
  const line = (prefix: string, placeholder: string) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, value } = el;
    const lineStart = value.lastIndexOf("\n", start - 1) + 1;
    const needsGap = lineStart > 0 && value.slice(0, lineStart).trim() !== "" && !value.slice(0, lineStart).endsWith("\n\n");
    const insert = `${needsGap ? "\n" : ""}${prefix}${value.slice(lineStart, el.selectionEnd) || placeholder}`;
    el.setRangeText(insert, lineStart, el.selectionEnd, "end");
    el.focus();
  };
  const upload = async (picked: File) => {
    if (!uploadUrl) return;
    setStatus(t("richTextUploading"));
    const body = new FormData();
    body.set("image", picked);
    try {
      const res = await fetch(uploadUrl, { method: "POST", body, headers: { accept: "application/json" } });
      const answer = (await res.json()) as { url?: string; error?: string };
      if (!res.ok || !answer.url) {
        setStatus(answer.error ?? t("somethingWentWrong"));
        return;
      }
      const el = area.current;
      if (el) {
        const alt = picked.name.replace(/\.[a-z]+$/i, "").replace(/[[\]()]/g, "");
        // The photo goes on its own line after the line the cursor is on, never inside marked text.
        const lineEnd = el.value.indexOf("\n", el.selectionEnd);
        const at = lineEnd < 0 ? el.value.length : lineEnd;
        el.setRangeText(`\n\n![${alt}](${answer.url})\n\n`, at, at, "end");
        el.focus();
      }
      setStatus(t("richTextUploaded"));
    } catch {
      setStatus(t("somethingWentWrong"));
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div role="toolbar" aria-label={t("richTextToolbar", { field: label })} aria-controls={id} className="mt-1 flex flex-wrap gap-1">
        <button type="button" className={toolButton} onClick={() => wrap("**", "**", t("richTextBold"))}>
          <strong>{t("richTextBold")}</strong>
        </button>
        <button type="button" className={toolButton} onClick={() => wrap("*", "*", t("richTextItalic"))}>
          <em>{t("richTextItalic")}</em>
        </button>
        <button type="button" className={toolButton} onClick={() => line("## ", t("richTextHeading"))}>
          {t("richTextHeading")}
        </button>
        <button type="button" className={toolButton} onClick={() => line("- ", t("richTextListItem"))}>
          {t("richTextList")}
        </button>
        <button type="button" className={toolButton} onClick={() => wrap("[", "](https://)", t("richTextLinkText"))}>
          {t("richTextLink")}
        </button>
        {uploadUrl ? (
          <>
            <button type="button" className={toolButton} onClick={() => file.current?.click()}>
              {t("richTextImage")}
            </button>
            <input
              ref={file}
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const picked = event.currentTarget.files?.[0];
                event.currentTarget.value = "";
                if (picked) void upload(picked);
              }}
            />
          </>
        ) : null}
      </div>
      <textarea
        ref={area}
        id={id}
        name={name}
        rows={12}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600 ${error ? "border-red-600" : "border-slate-300"}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t("richTextHint")}
      </p>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
