import type { NextBatch } from "./export-batches.server";

// A JSON document written part by part, for a file too large to build in memory (a workspace's
// export): its values are read one at a time, its arrays batch after batch. The text is exactly
// what `JSON.stringify(document, null, 2)` would give for the same values, then a newline.

export type JsonPart =
  | { kind: "constant"; value: unknown }
  | { kind: "value"; read: () => Promise<unknown> }
  | { kind: "array"; next: NextBatch<unknown> }
  | { kind: "object"; fields: readonly (readonly [string, JsonPart])[] };

/** A value read when the writer reaches it (small: a settings row, a short list). */
export const jsonValue = (read: () => Promise<unknown>): JsonPart => ({ kind: "value", read });

/** An array of any length, its items read in batches. */
export const jsonArray = (next: NextBatch<unknown>): JsonPart => ({ kind: "array", next });

/** An object whose keys come in the given order. */
export const jsonObject = (fields: Readonly<Record<string, JsonPart>>): JsonPart => ({
  kind: "object",
  fields: Object.entries(fields),
});

/** A value known already (the export's date): written with what the next read brings. */
export const jsonConstant = (value: unknown): JsonPart => ({ kind: "constant", value });

const INDENT = "  ";
const newline = (depth: number) => `\n${INDENT.repeat(depth)}`;

/** A value as JSON.stringify(…, null, 2) writes it at `depth` (strings never hold a raw newline). */
function written(value: unknown, depth: number): string {
  return (JSON.stringify(value, null, INDENT) ?? "null").replaceAll("\n", newline(depth));
}

/** Appends the part's text to `out`, pausing (a yield) after each read. */
async function* walk(part: JsonPart, depth: number, out: { text: string }): AsyncGenerator<void> {
  if (part.kind === "constant") {
    out.text += written(part.value, depth);
  } else if (part.kind === "value") {
    out.text += written(await part.read(), depth);
    yield;
  } else if (part.kind === "array") {
    let count = 0;
    for (let rows = await part.next(); rows !== null; rows = await part.next()) {
      for (const row of rows) {
        out.text += (count++ === 0 ? "[" : ",") + newline(depth + 1) + written(row, depth + 1);
      }
      yield;
    }
    out.text += count === 0 ? "[]" : `${newline(depth)}]`;
  } else if (part.fields.length === 0) {
    out.text += "{}";
  } else {
    for (const [index, [key, value]] of part.fields.entries()) {
      out.text += `${index === 0 ? "{" : ","}${newline(depth + 1)}${JSON.stringify(key)}: `;
      yield* walk(value, depth + 1, out);
    }
    out.text += `${newline(depth)}}`;
  }
}

/**
 * The document's text in chunks, one per read: punctuation waits for the next read's data, so
 * that the first chunk holds the first read (what a download reads before answering).
 */
export async function* jsonChunks(document: JsonPart): AsyncGenerator<string> {
  const out = { text: "" };
  for await (const _ of walk(document, 0, out)) {
    if (out.text) {
      yield out.text;
      out.text = "";
    }
  }
  yield `${out.text}\n`;
}
