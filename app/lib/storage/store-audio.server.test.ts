import { describe, expect, it } from "vitest";
import { detectAudioType, oggDurationMs, webmDurationMs } from "./store-audio.server.ts";

/** An Ogg page header whose granule position is `granule` samples at 48 kHz. */
function oggPage(granule: number): number[] {
  const bytes = [0x4f, 0x67, 0x67, 0x53, 0x00, 0x04];
  for (let i = 0; i < 8; i++) bytes.push(Math.floor(granule / 256 ** i) % 256);
  return [...bytes, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

describe("voice message checks", () => {
  it("names the container by its bytes", () => {
    expect(detectAudioType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0]))?.ext).toBe("webm");
    expect(detectAudioType(new Uint8Array(oggPage(0)))?.ext).toBe("ogg");
    expect(detectAudioType(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20]))?.ext).toBe("m4a");
    expect(detectAudioType(new Uint8Array([0x49, 0x44, 0x33, 4]))?.ext).toBe("mp3");
    expect(detectAudioType(new TextEncoder().encode("<html>"))).toBeNull();
  });

  it("reads an Ogg recording's length from its last page", () => {
    expect(oggDurationMs(new Uint8Array([...oggPage(0), ...oggPage(48_000 * 3), ...oggPage(48_000 * 150)]))).toBe(150_000);
  });

  it("reads a WebM recording's stated Duration (float, in ms)", () => {
    const duration = new Uint8Array(8);
    new DataView(duration.buffer).setFloat64(0, 4500);
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x15, 0x49, 0xa9, 0x66, 0x8b, 0x44, 0x89, 0x88, ...duration]);
    expect(webmDurationMs(bytes)).toBe(4500);
  });
});
