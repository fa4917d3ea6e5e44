import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvRecord } from "./csv.server";

describe("csvCell", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+33 1 99 00 00 00", `"'+33 1 99 00 00 00"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    ['=HYPERLINK("http://evil.example","clic")', `"'=HYPERLINK(""http://evil.example"",""clic"")"`],
  ])("neutralises a possible formula: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["texte", `"texte"`],
    ["", `""`],
    ["a = b", `"a = b"`],
    [" =1", `" =1"`],
    ['il a dit "oui"', `"il a dit ""oui"""`],
    ["un;deux,trois", `"un;deux,trois"`],
    ["ligne 1\r\nligne 2\nligne 3", `"ligne 1\r\nligne 2\nligne 3"`],
    ["<script>alert(1)</script>", `"<script>alert(1)</script>"`],
    ["😀 \u202Egnp.exe", `"😀 \u202Egnp.exe"`],
  ])("quotes %j as is", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("csvDocument", () => {
  it("starts with a BOM, separates with ; and ends each record with CRLF", () => {
    expect(
      csvDocument([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe('\uFEFF"a";"b"\r\n"c";"d"\r\n');
  });
});

describe("csvRecord", () => {
  it("quotes and separates one record, CRLF included", () => {
    expect(csvRecord(["=1", 'a "b"', ""])).toBe(`"'=1";"a ""b""";""\r\n`);
  });
});
