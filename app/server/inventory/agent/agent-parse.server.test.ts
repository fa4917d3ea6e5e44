import { deflateSync } from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { agentErrors } from "~/content/inventory-agent";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { readAgentMessage } from "./agent-body.server";
import { SMALL_AGENT_BODY } from "./agent-parse.server";

// Heavy input parsed off the event loop and within bounds (decision 0075): a 10 KB zlib body
// inflating to a 10 MB nested array and a zlib bomb are refused with the French 413, the nested
// array never reaching JSON.parse on this thread. A body of at most 64 KiB once inflated is read
// on this thread, within the same bounds (decision 0149). (The mail's case:
// inbound-mail-pool.server.test.ts.)

afterAll(closeParsePool);

const submission = (body: Buffer, type = "application/x-compress-zlib") =>
  new Request("http://localhost/api/inventory/agent", {
    method: "POST",
    headers: { "Content-Type": type },
    body: new Uint8Array(body),
  });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
}

describe("agent submissions within bounds", { timeout: 60_000 }, () => {
  it("refuses 10 KB of zlib inflating to a 10 MB nested array, never parsed here", async () => {
    const nested = deflateSync("[".repeat(5_000_000) + "]".repeat(5_000_000));
    expect(nested.length).toBeLessThan(20_000);
    const parse = vi.spyOn(JSON, "parse");
    const refused = await refusal(readAgentMessage(submission(nested), "org-a"));
    expect(refused).toMatchObject({ status: 413, message: agentErrors.tooComplex });
    expect(parse.mock.calls.some(([text]) => String(text).length > 1_000_000)).toBe(false);
    parse.mockRestore();
  });

  it("refuses a zlib bomb at 20 MB inflated", async () => {
    const bomb = deflateSync(Buffer.alloc(100 * 1024 * 1024, 0x20));
    const refused = await refusal(readAgentMessage(submission(bomb), "org-a"));
    expect(refused).toMatchObject({ status: 413, message: agentErrors.inflatedTooLarge });
  });

  it("still reads a GLPI Agent inventory, zlib or plain", async () => {
    const inventory = { action: "inventory", deviceid: "PC-1", content: { bios: { ssn: "S1" } } };
    const text = JSON.stringify(inventory);
    expect(await readAgentMessage(submission(deflateSync(text)), "org-a")).toEqual({
      document: inventory,
      xml: false,
    });
    const plain = submission(Buffer.from(text), "application/json");
    expect((await readAgentMessage(plain, "org-a")).document).toEqual(inventory);
  });

  it("reads a small body on this thread, and a larger one in the pool, alike", async () => {
    const inventory = (programs: number) => ({
      action: "inventory",
      deviceid: "PC-2",
      content: {
        bios: { ssn: "S2" },
        softwares: Array.from({ length: programs }, (_, i) => ({ name: `Logiciel ${i}` })),
      },
    });
    const small = JSON.stringify(inventory(60));
    const large = JSON.stringify(inventory(3_000));
    expect(small.length).toBeLessThan(SMALL_AGENT_BODY);
    expect(large.length).toBeGreaterThan(SMALL_AGENT_BODY);
    const parse = vi.spyOn(JSON, "parse");
    try {
      const read = async (text: string) =>
        (await readAgentMessage(submission(deflateSync(text)), "org-a")).document;
      expect(await read(small)).toEqual(inventory(60));
      expect(await read(large)).toEqual(inventory(3_000));
      const here = parse.mock.calls.map(([text]) => text);
      expect(here).toContain(small);
      expect(here).not.toContain(large);
    } finally {
      parse.mockRestore();
    }
  });

  it("keeps the bounds on this thread: a small nested array, a corrupt body", async () => {
    const nested = deflateSync("[".repeat(20_000) + "]".repeat(20_000));
    const parse = vi.spyOn(JSON, "parse");
    try {
      const refused = await refusal(readAgentMessage(submission(nested), "org-a"));
      expect(refused).toMatchObject({ status: 413, message: agentErrors.tooComplex });
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    const corrupt = Buffer.from("x\u0001 not zlib at all");
    const refusedCorrupt = await refusal(readAgentMessage(submission(corrupt), "org-a"));
    expect(refusedCorrupt).toMatchObject({ status: 400, message: agentErrors.corrupt });
  });
});
