import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { secondaryButtonClass } from "../ui/field.tsx";

/** The longest recording, seconds; the server refuses longer ones too. */
export const maxRecordingSeconds = 120;

/**
 * Records a voice message with the browser's microphone (MediaRecorder) and hands the
 * recording over when stopped; stops by itself at the time cap. Hidden where recording is
 * not available.
 */
export function VoiceRecorder({ onRecorded, disabled }: { onRecorded: (file: File) => void; disabled?: boolean }) {
  const { t } = useI18n();
  // Rendered only once hydrated, so the browser's capabilities can be read while rendering.
  const supported = typeof MediaRecorder !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    return () => {
      if (timer.current) clearInterval(timer.current);
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    if (recorder.current?.state === "recording") recorder.current.stop();
  };

  const start = async () => {
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const type = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"].find((m) =>
        MediaRecorder.isTypeSupported(m),
      );
      const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      media.addEventListener("dataavailable", (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      media.addEventListener("stop", () => {
        stream.getTracks().forEach((track) => track.stop());
        setSeconds(null);
        const mime = media.mimeType || "audio/webm";
        const ext = mime.includes("ogg") ? "ogg" : mime.includes("mp4") ? "m4a" : "webm";
        if (chunks.length) onRecorded(new File(chunks, `voice.${ext}`, { type: mime.split(";")[0] }));
      });
      recorder.current = media;
      media.start(1000);
      setSeconds(0);
      const started = Date.now();
      timer.current = setInterval(() => {
        const elapsed = Math.floor((Date.now() - started) / 1000);
        setSeconds(elapsed);
        if (elapsed >= maxRecordingSeconds) stop();
      }, 250);
    } catch {
      setError(t("chatMicrophoneUnavailable"));
    }
  };

  if (!supported) return null;
  const recording = seconds !== null;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={recording ? stop : start}
        disabled={disabled}
        aria-pressed={recording}
      >
        {recording ? t("chatStopRecording") : t("chatRecordVoice")}
      </button>
      {recording ? (
        <span className="text-sm text-red-700" role="timer" aria-live="off">
          ● {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, "0")} / 2:00
        </span>
      ) : null}
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </div>
  );
}
