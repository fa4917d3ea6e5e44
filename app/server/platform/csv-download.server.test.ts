import { afterEach, describe, expect, it, vi } from "vitest";
import { csvDownload, type CsvRows } from "./csv-download.server";

// The streamed CSV download: batches in order after the BOM and the headers, the first batch read
// before answering (its refusal is the caller's status), a later failure aborting the download
// instead of ending a file that looks complete.

/** A source giving `batches` one after the other, then null; counts its reads. */
function source(batches: (CsvRows | Error)[]) {
  let reads = 0;
  const next = async () => {
    const batch = batches[reads++];
    if (batch instanceof Error) throw batch;
    return batch ?? null;
  };
  return { next, reads: () => reads };
}

/** The body as sent: `Response.text()` would drop the byte-order mark. */
const sent = async (response: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

afterEach(() => vi.restoreAllMocks());

describe("csvDownload", () => {
  it("streams the BOM, the headers, then every batch in order, as a private attachment", async () => {
    const { next } = source([
      [["1", "=a"]],
      [],
      [
        ["2", "b"],
        ["3", "c"],
      ],
    ]);
    const response = await csvDownload("tickets-2026-11-27.csv", ["N°", "Sujet"], next);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="tickets-2026-11-27.csv"',
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await sent(response)).toBe('\uFEFF"N°";"Sujet"\r\n"1";"\'=a"\r\n"2";"b"\r\n"3";"c"\r\n');
  });

  it("writes the headers alone when there is nothing to export", async () => {
    const response = await csvDownload("vide.csv", ["A"], source([]).next);
    expect(await sent(response)).toBe('\uFEFF"A"\r\n');
  });

  it("reads the first batch before answering: its failure is the caller's to answer", async () => {
    const { next, reads } = source([new Error("base indisponible")]);
    await expect(csvDownload("x.csv", ["A"], next)).rejects.toThrow("base indisponible");
    expect(reads()).toBe(1);
  });

  it("reads the next batches only as the body is read", async () => {
    const { next, reads } = source([[["1"]], [["2"]], [["3"]]]);
    const response = await csvDownload("x.csv", ["A"], next);
    expect(reads()).toBe(1);
    await response.text();
    expect(reads()).toBe(4);
  });

  it("aborts the download when a later batch fails, so that no cut file looks complete", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { next } = source([[["1"]], new Error("connexion perdue")]);
    const response = await csvDownload("tickets.csv", ["A"], next);
    await expect(response.text()).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("tickets.csv"));
  });

  it("stops reading when the download is cancelled", async () => {
    const { next, reads } = source([[["1"]], [["2"]], [["3"]], [["4"]]]);
    const response = await csvDownload("x.csv", ["A"], next);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    const after = reads();
    expect(after).toBeLessThan(4);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads()).toBe(after);
  });
});
