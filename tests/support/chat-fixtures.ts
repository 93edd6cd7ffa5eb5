import { createProperty } from "./factories.ts";
import { givePackage } from "./listing-fixtures.ts";
import { createSignedInUser } from "./sessions.ts";
import type { TestContext } from "./test-app.ts";

// Builders for chat tests: the people of a conversation, minimal voice-message containers with a stated length.

/** A signed-in person's headers, asking for answers in English. */
export function inEnglish(person: { headers: Record<string, string> }): Record<string, string> {
  return { ...person.headers, "accept-language": "en" };
}

/** An owner with a paid package and a listing, a buyer and a stranger, all signed in. */
export async function threeParties(ctx: TestContext) {
  const owner = await createSignedInUser(ctx, { name: "Chủ nhà" });
  const buyer = await createSignedInUser(ctx, { name: "Người mua" });
  const stranger = await createSignedInUser(ctx, { name: "Người lạ" });
  // A paid owner takes direct messages; a free one is reached through the staff (server/api/chat-rules.test.ts).
  await givePackage(ctx.services.db, owner.id, "pro");
  const listing = await createProperty(ctx.services.db, { userId: owner.id });
  return { owner, buyer, stranger, listing };
}

/** A WebM file as MediaRecorder streams it: EBML header, a segment, and one cluster starting at `lastClusterMs`. */
export function webmAudio(lastClusterMs: number, name = "voice.webm"): File {
  const timecode = [(lastClusterMs >> 16) & 0xff, (lastClusterMs >> 8) & 0xff, lastClusterMs & 0xff];
  const bytes = new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x84,
    0x42,
    0x86,
    0x81,
    0x01, // EBML header (EBMLVersion 1)
    0x18,
    0x53,
    0x80,
    0x67,
    0x01,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff, // Segment, unknown size
    0x1f,
    0x43,
    0xb6,
    0x75,
    0x01,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff, // Cluster, unknown size
    0xe7,
    0x83,
    ...timecode, // Cluster Timecode
    0xa3,
    0x84,
    0x81,
    0x00,
    0x00,
    0x80, // a SimpleBlock
  ]);
  return new File([bytes], name, { type: "audio/webm" });
}

/** Bytes that are no known audio container, named as if they were. */
export function fakeAudio(name = "voice.webm"): File {
  return new File([new TextEncoder().encode("#!/bin/sh\necho not audio\n")], name, { type: "audio/webm" });
}
