import { randomBytes } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { csvDownload, type CsvRows } from "./csv-download.server";
import { createRequestHandler } from "~/server/http/request-handler.server";
import { streamedDownload } from "~/server/http/streamed-download.server";

// The streamed CSV through the server's request handler, over HTTP: a whole file arrives whole,
// a batch that fails after the answer has started cuts the connection, so that the browser
// reports a failed download instead of saving a file that looks complete, and a client that
// stops reading (a slow phone) stops the reads: the server never buffers the whole file.

/** Serves one streamed download whose batches are `batches` (an Error: that batch fails). */
async function serve(batches: (CsvRows | Error)[]) {
  let reads = 0;
  const next = async () => {
    const batch = batches[reads++];
    if (batch instanceof Error) throw batch;
    return batch ?? null;
  };
  return listen(() => csvDownload("export.csv", ["A"], next));
}

/** Serves `download` as the site does: compressed, through the request handler. */
async function listen(download: () => Promise<Response>) {
  const app = express();
  app.use(compression());
  app.use(
    createRequestHandler({
      handle: download as never,
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

  it("stops reading batches while the client does not read", async () => {
    // An endless export of rows that do not compress (64 KiB a batch): only backpressure ends it.
    let reads = 0;
    const next = async () => {
      reads++;
      return [[randomBytes(48 * 1024).toString("base64")]];
    };
    const server = await listen(() => csvDownload("export.csv", ["A"], next));
    const request = http.get(server.url, { headers: { "Accept-Encoding": "gzip" } });
    // A writer that adds a 'drain' listener per wait piles them up on the gzip stream.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const [response] = (await once(request, "response")) as [http.IncomingMessage];
      expect(response.statusCode).toBe(200);
      response.pause();
      // Wait until the server stops asking for batches: it must, once the socket is full.
      let seen = -1;
      while (reads !== seen) {
        seen = reads;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      // Bounded by the socket's and the stream's buffers (a few MB), not by the export.
      expect(reads).toBeLessThan(200);
      const stalled = reads;
      // Read again for a while: the server waits for 'drain' at every full socket.
      response.resume();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(reads).toBeGreaterThan(stalled);
      expect(warnings).not.toContain("MaxListenersExceededWarning");
    } finally {
      process.off("warning", onWarning);
      request.destroy();
      server.close();
    }
  });

  it("cancels the download's source when the client leaves mid-download", async () => {
    let reads = 0;
    let cancelled = false;
    async function* endless() {
      try {
        for (;;) {
          reads++;
          yield `${randomBytes(48 * 1024).toString("base64")}\n`;
        }
      } finally {
        cancelled = true;
      }
    }
    const server = await listen(() =>
      streamedDownload("export.csv", "text/csv; charset=utf-8", endless()),
    );
    const request = http.get(server.url, { headers: { "Accept-Encoding": "gzip" } });
    try {
      const [response] = (await once(request, "response")) as [http.IncomingMessage];
      response.resume();
      while (reads < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      request.destroy();
      // The server notices the closed connection and cancels the source (its `finally` runs).
      for (let waited = 0; !cancelled && waited < 100; waited++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(cancelled).toBe(true);
    } finally {
      server.close();
    }
  });
});
