import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import { decodeCsv, detectSeparator } from "~/server/platform/csv-file.server";
import { readCsv } from "./import-csv.server";

// Reading an uploaded CSV: encodings (UTF-8, BOM, Windows-1252 as Excel in French saves),
// separators, quoted newlines, empty lines, cells missing, broken quotes, the row limit.

const utf8 = (text: string) => new TextEncoder().encode(text);

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
}

describe("decoding", () => {
  it("reads UTF-8, with or without its byte-order mark", () => {
    expect(decodeCsv(utf8("Numéro de série;Nom"))).toEqual({
      text: "Numéro de série;Nom",
      encoding: "utf-8",
    });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Numéro de série")]);
    expect(decodeCsv(bom)).toEqual({ text: "Numéro de série", encoding: "utf-8-bom" });
  });

  it("reads Windows-1252 when the bytes are not UTF-8 (é is one byte, 0xE9)", () => {
    const bytes = iconv.encode("Numéro de série;Prix\n5CD;1 249,90 €", "win1252");
    expect(bytes.includes(0xe9)).toBe(true);
    const decoded = decodeCsv(bytes);
    expect(decoded.encoding).toBe("windows-1252");
    expect(decoded.text).toBe("Numéro de série;Prix\n5CD;1 249,90 €");
  });
});

describe("separators", () => {
  it("takes ; or , from the header line, ignoring quoted ones", () => {
    expect(detectSeparator("Nom;Type;Série\n1,2,3,4,5")).toBe(";");
    expect(detectSeparator("Name,Type,Serial\na;b;c;d")).toBe(",");
    expect(detectSeparator('"Nom, prénom";Type\n')).toBe(";");
    expect(detectSeparator("Nom\n")).toBe(";");
  });
});

describe("records", () => {
  it("gives each record the line it starts on, quoted newlines and empty lines included", async () => {
    const read = await readCsv(
      utf8('Nom;Notes\r\nPortable;"deux\r\nlignes"\r\n\r\n;\r\nServeur;ok\r\n\r\n\r\n'),
    );
    expect(read.separator).toBe(";");
    expect(read.headers).toEqual(["Nom", "Notes"]);
    expect(read.records).toEqual([
      { line: 2, cells: ["Portable", "deux\nlignes"] },
      { line: 6, cells: ["Serveur", "ok"] },
    ]);
  });

  it("reads across the reader's pieces (a CRLF or an emoji astride two), and old Macs' CR", async () => {
    // The reader cuts the text every 16,384 characters: line 2's CRLF sits on that cut.
    const first = `A;${"x".repeat(16_384 - "Nom;Notes\r\n".length - "A;".length - 1)}`;
    const rows = [first, ...Array.from({ length: 2_000 }, (_, i) => `B${i};"deux\r\nlignes"`)];
    const read = await readCsv(utf8(["Nom;Notes", ...rows].join("\r\n")));
    expect(read.records).toHaveLength(2_001);
    expect(read.records[0]!.cells[1]).toHaveLength(first.length - 2);
    expect(read.records.map((r) => r.line)).toEqual(
      Array.from({ length: 2_001 }, (_, i) => (i === 0 ? 2 : 1 + 2 * i)),
    );
    expect(read.records.some((r) => r.cells.some((c) => c.includes("\r")))).toBe(false);
    const emoji = `A;${"x".repeat(16_384 - "Nom;Notes\n".length - "A;".length - 1)}😀`;
    expect((await readCsv(utf8(`Nom;Notes\n${emoji}\n`))).records[0]!.cells[1]).toMatch(/x😀$/);
    const mac = await readCsv(utf8("Nom;Type\rA;B\rC;D\r"));
    expect(mac.records).toEqual([
      { line: 2, cells: ["A", "B"] },
      { line: 3, cells: ["C", "D"] },
    ]);
  });

  it("keeps a record with the wrong number of cells (the row check reports it)", async () => {
    const read = await readCsv(utf8("Name,Type\nA,B,C\nD\n"));
    expect(read.separator).toBe(",");
    expect(read.records.map((r) => [r.line, r.cells.length])).toEqual([
      [2, 3],
      [3, 1],
    ]);
  });

  it("refuses a broken quote, an empty file and too many rows in French", async () => {
    const broken = await refusal(readCsv(utf8('Nom;Type\nA;B\n"C;D\n')));
    expect(broken.status).toBe(400);
    expect(broken.message).toMatch(/^Le fichier est mal formé vers la ligne \d/);
    expect(await refusal(readCsv(utf8(" \n\n")))).toMatchObject({
      status: 400,
      message: importErrors.empty,
    });
    const many = "Nom;Type\n" + "Portable;Portable\n".repeat(IMPORT_LIMITS.rows + 1);
    expect(await refusal(readCsv(utf8(many)))).toMatchObject({
      status: 413,
      message: importErrors.tooManyRows,
    });
  });
});
