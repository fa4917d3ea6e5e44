import { afterEach, describe, expect, it } from "vitest";
import type { PostedRequest } from "~/server/http/posted-request.server";
import { bodyServer, postHead, rawRequest } from "./body-test-kit.server";

// Bodies streamed with limits (decision 0074), through a real Express app on an ephemeral port
// and raw TCP clients: a route that refuses from the headers gets its answer out before the body
// is read, and nothing of the body is handed over; oversized bodies get their 413 on the wire,
// never a reset; slow bodies a 408; large anonymous bodies share a small pool.

const MiB = 1024 * 1024;
const times = { idleMs: 200, totalMs: 2_000, drainMs: 3_000, drainBytes: 64 * MiB };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A machine endpoint: 401 without its token, before reading; otherwise the body's size. */
async function endpoint(request: PostedRequest) {
  if (request.headers.get("Authorization") !== "Bearer jeton") {
    return Response.json({ error: "Identifiants refusés." }, { status: 401 });
  }
  const body = await request.arrayBuffer();
  return Response.json({ bytes: body.byteLength });
}

// Each bound holds for both readers of a body: React Router's Request (its web stream) and the
// fast path's request (its bytes, decision 0148).
describe.each(["router", "fast"] as const)("streamed request bodies (%s)", (via) => {
  it("answers 20 concurrent unauthenticated 2 MiB posts at once, none of their bytes buffered", async () => {
    let handed = 0;
    const server = await bodyServer(endpoint, {
      times,
      via,
      policyOf: () => ({ limit: 36 * MiB, tooLarge: "Trop volumineux." }),
      onBytes: (bytes) => (handed += bytes),
    });
    close = server.close;
    const body = Buffer.alloc(2 * MiB, 0x61);
    const head = postHead("/api/inbound", { "Content-Length": body.length });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rawRequest(server.port, { head, chunks: [body] })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(401));
    expect(answers[0]!.text).toContain("Connection: close");
    expect(answers[0]!.text).toContain("Identifiants refusés.");
    expect(handed).toBe(0);
  });

  it("hands the whole body to a route that reads it, and only then counts it", async () => {
    let handed = 0;
    const server = await bodyServer(endpoint, {
      times,
      via,
      policyOf: () => ({ limit: 36 * MiB, tooLarge: "Trop volumineux." }),
      onBytes: (bytes) => (handed += bytes),
    });
    close = server.close;
    const body = Buffer.alloc(3 * MiB + 17, 0x62);
    const response = await fetch(`http://127.0.0.1:${server.port}/api/inbound`, {
      method: "POST",
      headers: { Authorization: "Bearer jeton" },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: body.length });
    expect(handed).toBe(body.length);
  });

  it("sends no 100 Continue to a client it refuses, and one to a client whose body it reads", async () => {
    const server = await bodyServer(endpoint, { times, via });
    close = server.close;
    const expecting = (auth: Record<string, string>) =>
      rawRequest(server.port, {
        head: postHead("/api/inbound", { "Content-Length": 5, Expect: "100-continue", ...auth }),
      });
    const refused = await expecting({});
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain("100 Continue");
    const socketAnswer = rawRequest(server.port, {
      head: postHead("/api/inbound", {
        "Content-Length": 5,
        Expect: "100-continue",
        Authorization: "Bearer jeton",
        Connection: "close",
      }),
      chunks: [Buffer.from("abcde")],
      pauseMs: 50,
    });
    const accepted = await socketAnswer;
    expect(accepted.text).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(accepted.status).toBe(200);
  });

  it("answers an oversized post its 413 on the wire, 30 times out of 30, never a reset", async () => {
    const server = await bodyServer(endpoint, { times, via });
    close = server.close;
    const body = Buffer.alloc(4 * MiB, 0x63);
    const head = postHead("/api/inbound", {
      "Content-Length": body.length,
      Authorization: "Bearer jeton",
    });
    const answers: { status: number; error?: string }[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const { status, error } = await rawRequest(server.port, { head, chunks: [body] });
      answers.push({ status, ...(error ? { error } : {}) });
    }
    expect(answers).toEqual(Array(30).fill({ status: 413 }));
  });

  it("answers 413 when a body without a declared length outgrows the limit while it is read", async () => {
    const server = await bodyServer(endpoint, { times, via });
    close = server.close;
    const chunk = Buffer.alloc(32 * 1024, 0x64);
    const framed = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from("\r\n"),
    ]);
    const answer = await rawRequest(server.port, {
      head: postHead("/api/inbound", {
        "Transfer-Encoding": "chunked",
        Authorization: "Bearer jeton",
      }),
      chunks: [framed, framed, framed, framed, Buffer.from("0\r\n\r\n")],
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("Trop volumineux.");
    expect(answer.error).toBeUndefined();
  });

  it("answers 408 in French to a body that stops, and to one that trickles past its total time", async () => {
    // The refusal's drain waits for the rest of a body that never comes: kept short here.
    const server = await bodyServer(endpoint, {
      times: { ...times, totalMs: 600, drainMs: 300 },
      via,
    });
    close = server.close;
    const head = postHead("/api/inbound", {
      "Content-Length": 1000,
      Authorization: "Bearer jeton",
    });
    const stopped = await rawRequest(server.port, { head, chunks: [Buffer.from("début")] });
    expect(stopped.status).toBe(408);
    expect(stopped.text).toContain("Délai dépassé.");
    const trickle = Array.from({ length: 40 }, () => Buffer.from("x"));
    const slow = await rawRequest(server.port, { head, chunks: trickle, pauseMs: 50 });
    expect(slow.status).toBe(408);
  });
});

describe("the pool of large anonymous bodies", () => {
  it("lets one large anonymous body in at a time when the pool has one slot: the next gets 503", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reading = async (request: Request) => {
      if (!request.url.endsWith("/gros")) return new Response(await request.text());
      const reader = request.body!.getReader();
      await reader.read();
      await held;
      return new Response("ok");
    };
    const server = await bodyServer(reading, {
      times,
      poolSlots: 1,
      policyOf: () => ({ limit: 16 * MiB, tooLarge: "Trop volumineux.", pooled: true }),
    });
    close = server.close;
    const head = postHead("/portail/gros", { "Content-Length": 2 * MiB });
    const first = rawRequest(server.port, { head, chunks: [Buffer.alloc(64 * 1024)] });
    await new Promise((r) => setTimeout(r, 100));
    const second = await rawRequest(server.port, { head, chunks: [Buffer.alloc(2 * MiB)] });
    expect(second.status).toBe(503);
    expect(second.text).toContain("Retry-After: 60");
    expect(second.text).toContain("Occupé.");
    // A body of 64 KiB at most costs what any form costs: it never waits for the pool.
    const small = await rawRequest(server.port, {
      head: postHead("/portail/petit", { "Content-Length": 7, Connection: "close" }),
      chunks: [Buffer.from("bonjour")],
      pauseMs: 20,
    });
    expect(small.status).toBe(200);
    expect(small.text).toContain("bonjour");
    release();
    expect((await first).status).toBe(200);
  });
});
