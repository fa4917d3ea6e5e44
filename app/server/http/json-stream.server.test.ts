import { describe, expect, it } from "vitest";
import { jsonArray, jsonChunks, jsonConstant, jsonObject, jsonValue } from "./json-stream.server";

// The streamed JSON writer: the same text as JSON.stringify(…, null, 2), whatever the batches;
// each part read when the writer reaches it, one at a time; every chunk after a read.

/** Batches given one after the other, then null. */
const batches = (...list: unknown[][]) => {
  let at = 0;
  return async () => list[at++] ?? null;
};

const text = async (chunks: AsyncIterable<string>) => {
  let all = "";
  for await (const chunk of chunks) all += chunk;
  return all;
};

const tricky = {
  quote: 'Il a dit "oui"',
  lines: "a\nb\r\n\tc",
  accents: "Aïssatou · N’Zérékoré 👍",
};

describe("jsonChunks", () => {
  it("writes what JSON.stringify(…, null, 2) writes, then a newline", async () => {
    const document = {
      format: "x",
      version: 1,
      settings: { nested: { deep: [1, { a: null }] }, empty: {}, none: [] },
      rows: [tricky, { n: 2, list: [] }, { n: 3, when: new Date("2026-11-27T10:00:00Z") }],
      empty: [],
      nothing: null,
      inner: { more: [{ k: 1 }, { k: 2 }], also: [] },
    };
    const written = await text(
      jsonChunks(
        jsonObject({
          format: jsonConstant("x"),
          version: jsonConstant(1),
          settings: jsonValue(async () => document.settings),
          // Batches of any sizes, an empty one in the middle.
          rows: jsonArray(batches([tricky], [], [document.rows[1], document.rows[2]])),
          empty: jsonArray(batches()),
          nothing: jsonValue(async () => null),
          inner: jsonObject({
            more: jsonArray(batches([{ k: 1 }], [{ k: 2 }])),
            also: jsonArray(batches([])),
          }),
        }),
      ),
    );
    expect(written).toBe(`${JSON.stringify(document, null, 2)}\n`);
  });

  it("writes an empty object and a top-level array", async () => {
    expect(await text(jsonChunks(jsonObject({})))).toBe("{}\n");
    expect(await text(jsonChunks(jsonArray(batches([1, "a"], [true]))))).toBe(
      `${JSON.stringify([1, "a", true], null, 2)}\n`,
    );
  });

  it("reads each part when it is reached, one at a time, the first read in the first chunk", async () => {
    const log: string[] = [];
    const read = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`end ${name}`);
      return name;
    };
    const chunks = jsonChunks(
      jsonObject({
        format: jsonConstant("x"),
        first: jsonValue(read("first")),
        second: jsonValue(read("second")),
      }),
    );
    expect(log).toEqual([]);
    const first = await chunks.next();
    expect(first.value).toBe('{\n  "format": "x",\n  "first": "first"');
    expect(log).toEqual(["start first", "end first"]);
    await text(chunks);
    expect(log).toEqual(["start first", "end first", "start second", "end second"]);
  });

  it("passes a failing read on to the reader, after what was read", async () => {
    const chunks = jsonChunks(
      jsonObject({
        ok: jsonValue(async () => 1),
        broken: jsonArray(async () => {
          throw new Error("connexion perdue");
        }),
      }),
    );
    expect((await chunks.next()).value).toBe('{\n  "ok": 1');
    await expect(chunks.next()).rejects.toThrow("connexion perdue");
  });
});
