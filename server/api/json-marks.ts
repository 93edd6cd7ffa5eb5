/**
 * JSON written once with marks where per-call values go, then filled per call: a mark is a
 * string no answer holds, so in the text it stands as `"<mark>"` where its value will be.
 * homepage-data keeps its visitors' sections so (server/api/answers/home.ts), and the mount puts
 * data already written as JSON into the envelope so (server/api/mount-api.ts).
 */

/** The text cut at each mark: the pieces between in UTF-8, each mark in its place as itself. */
export function cutAtMarks(json: string, marks: string[]): (Buffer | string)[] {
  const pattern = new RegExp(`"(${marks.map((mark) => mark.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})"`);
  return json.split(pattern).map((piece) => (marks.includes(piece) ? piece : Buffer.from(piece)));
}

/** The pieces put together, each mark replaced by its value's JSON (in UTF-8). */
export function fillMarks(pieces: (Buffer | string)[], values: Map<string, Buffer>): Buffer {
  return Buffer.concat(pieces.map((piece) => (typeof piece === "string" ? values.get(piece)! : piece)));
}
