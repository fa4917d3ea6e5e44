import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { csvDownload, type CsvRows } from "./csv-download.server";
import { createRequestHandler } from "./request-handler.server";

// The streamed CSV through the server's request handler, over HTTP: a whole file arrives whole,
// and a batch that fails after the answer has started cuts the connection, so that the browser
// reports a failed download instead of saving a file that looks complete.

/** Serves one streamed download whose batches are `batches` (an Error: that batch fails). */
async function serve(batches: (CsvRows | Error)[]) {
  let reads = 0;
  const next = async () => {
    const batch = batches[reads++];
    if (batch instanceof Error) throw batch;
    return batch ?? null;
  };
  const app = express();
  app.use(
    createRequestHandler({
      handle: (() => csvDownload("export.csv", ["A"], next)) as never,
      getLoadContext: () => ({}) as never,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/export.csv`, close: () => server.close() };
}

afterEach(() => vi.restoreAllMocks());

describe("a streamed CSV over HTTP", () => {
  it("arrives whole, batch after batch", async () => {
    const server = await serve([[["1"]], [["2"]]]);
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('"A"\r\n"1"\r\n"2"\r\n');
    } finally {
      server.close();
    }
  });

  it("is cut off when a later batch fails: the client gets an error, not an ending", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const server = await serve([[["1"]], [["2"]], new Error("connexion perdue")]);
    try {
      // Cut before or after the headers left (small writes may still be buffered): either way
      // the download fails, it never ends as if complete.
      const outcome = await fetch(server.url)
        .then((response) => response.text())
        .then(
          () => "complete",
          () => "failed",
        );
      expect(outcome).toBe("failed");
    } finally {
      server.close();
    }
  });
});
