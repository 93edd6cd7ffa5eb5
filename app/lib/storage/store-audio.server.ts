import { randomUUID } from "node:crypto";
import { AppError } from "../errors.ts";
import { readUpload, startsWith, type UploadInput } from "./read-upload.ts";
import { assertSafeKey, type Storage } from "./storage.ts";

/** A stored voice message: its key, size, type and length when the container states it. */
export interface StoredAudio {
  key: string;
  size: number;
  contentType: string;
  durationMs: number | null;
}

export interface AudioLimits {
  maxBytes: number;
  /** Longest accepted recording, milliseconds. */
  maxDurationMs: number;
}

/** Two minutes; MediaRecorder's Opus at ~32–64 kbit/s stays far below the byte cap. */
export const defaultAudioLimits: AudioLimits = { maxBytes: 2 * 1024 * 1024, maxDurationMs: 120_000 };

type AudioFormat = { ext: "webm" | "ogg" | "m4a" | "mp3"; contentType: string };

/** Audio container by its leading bytes, whatever the file's name claims. */
export function detectAudioType(bytes: Uint8Array): AudioFormat | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { ext: "webm", contentType: "audio/webm" };
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return { ext: "ogg", contentType: "audio/ogg" };
  if (bytes.length >= 12 && startsWith(bytes.subarray(4), [0x66, 0x74, 0x79, 0x70])) return { ext: "m4a", contentType: "audio/mp4" };
  if (startsWith(bytes, [0x49, 0x44, 0x33]) || (bytes.length > 1 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) {
    return { ext: "mp3", contentType: "audio/mpeg" };
  }
  return null;
}

/** Reads an EBML variable-length integer at `at`: its value and length in bytes. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { value, length };
}

function indexOf(bytes: Uint8Array, pattern: readonly number[], from: number): number {
  outer: for (let i = from; i <= bytes.length - pattern.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * A WebM recording's length in ms: the Info Duration when written, else the start of its
 * last cluster (MediaRecorder streams clusters and leaves Duration out). Null when neither
 * is found. Assumes the default timecode scale of 1 ms.
 */
export function webmDurationMs(bytes: Uint8Array): number | null {
  const durationAt = indexOf(bytes, [0x44, 0x89], 0);
  if (durationAt >= 0 && durationAt < 4096) {
    const size = readVint(bytes, durationAt + 2, false);
    if (size && (size.value === 4 || size.value === 8)) {
      const view = new DataView(bytes.buffer, bytes.byteOffset + durationAt + 2 + size.length, size.value);
      const value = size.value === 4 ? view.getFloat32(0) : view.getFloat64(0);
      if (Number.isFinite(value) && value > 0) return Math.round(value);
    }
  }
  let latest: number | null = null;
  for (let at = indexOf(bytes, [0x1f, 0x43, 0xb6, 0x75], 0); at >= 0; at = indexOf(bytes, [0x1f, 0x43, 0xb6, 0x75], at + 4)) {
    const clusterSize = readVint(bytes, at + 4, false);
    if (!clusterSize) break;
    const timecodeAt = at + 4 + clusterSize.length;
    if (bytes[timecodeAt] !== 0xe7) continue;
    const size = readVint(bytes, timecodeAt + 1, false);
    if (!size || size.value > 8) continue;
    let value = 0;
    for (let i = 0; i < size.value; i++) value = value * 256 + (bytes[timecodeAt + 1 + size.length + i] ?? 0);
    latest = Math.max(latest ?? 0, value);
  }
  return latest;
}

/** An Ogg Opus recording's length in ms from its last page's granule position (48 kHz). */
export function oggDurationMs(bytes: Uint8Array): number | null {
  let last = -1;
  for (let at = indexOf(bytes, [0x4f, 0x67, 0x67, 0x53], 0); at >= 0; at = indexOf(bytes, [0x4f, 0x67, 0x67, 0x53], at + 4)) last = at;
  if (last < 0 || last + 14 > bytes.length) return null;
  const granule = new DataView(bytes.buffer, bytes.byteOffset + last + 6, 8).getBigInt64(0, true);
  if (granule <= 0n) return null;
  return Math.round(Number(granule) / 48);
}

/**
 * Stores a voice message as `${prefix}/${uuid}.${ext}`: WebM, Ogg, MP4 audio or MP3 by
 * their bytes, within the byte cap and, where the container states its length, the time cap.
 */
export async function storeAudio(
  storage: Storage,
  input: UploadInput,
  options: { keyPrefix: string; limits?: Partial<AudioLimits> },
): Promise<StoredAudio> {
  const limits = { ...defaultAudioLimits, ...options.limits };
  const bytes = await readUpload(input, limits.maxBytes, "AUDIO_TOO_LONG");
  const format = detectAudioType(bytes);
  if (!format) throw new AppError("AUDIO_FORMAT_INVALID");
  const durationMs = format.ext === "webm" ? webmDurationMs(bytes) : format.ext === "ogg" ? oggDurationMs(bytes) : null;
  if (durationMs !== null && durationMs > limits.maxDurationMs) throw new AppError("AUDIO_TOO_LONG");
  const key = `${options.keyPrefix.replace(/\/+$/, "")}/${randomUUID()}.${format.ext}`;
  assertSafeKey(key);
  await storage.put(key, bytes, format.contentType);
  return { key, size: bytes.byteLength, contentType: format.contentType, durationMs };
}
