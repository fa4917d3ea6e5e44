import { deflateSync } from "node:zlib";
import type * as HtmlToText from "html-to-text";
import type * as Mailparser from "mailparser";
import { afterAll, describe, expect, it, vi } from "vitest";
import { agentErrors } from "~/content/inventory-agent";
import { closeParsePool } from "~/server/parse-pool.server";
import { parseInboundMail } from "~/server/helpdesk/inbound-mail.server";
import { readAgentMessage } from "./agent-body.server";

// Heavy input parsed off the event loop and within bounds (decision 0075): a 10 KB zlib body
// inflating to a 10 MB nested array and a zlib bomb are refused with the French 413, the nested
// array never reaching JSON.parse on this thread; a 480 kB HTML mail is parsed and converted to
// text by neither mailparser nor html-to-text on this thread, whose timers keep firing meanwhile.

// This thread's copies of the parsers, watched (the worker thread loads its own).
const onThisThread = vi.hoisted(() => ({ mime: 0, html: 0 }));
vi.mock("mailparser", async (importOriginal) => {
  const real = await importOriginal<typeof Mailparser>();
  return {
    ...real,
    simpleParser: (...args: Parameters<typeof real.simpleParser>) => {
      onThisThread.mime++;
      return real.simpleParser(...args);
    },
  };
});
vi.mock("html-to-text", async (importOriginal) => {
  const real = await importOriginal<typeof HtmlToText>();
  return {
    ...real,
    htmlToText: (...args: Parameters<typeof real.htmlToText>) => {
      onThisThread.html++;
      return real.htmlToText(...args);
    },
  };
});

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
});

describe("the event loop during a heavy parse", { timeout: 60_000 }, () => {
  it("parses a 480 kB HTML mail in the worker, timers firing here meanwhile", async () => {
    const paragraph = "<p>Bonjour, <b>le serveur</b> ne répond plus depuis ce matin.</p>\n";
    const html = paragraph.repeat(Math.ceil(480_000 / paragraph.length));
    const raw = Buffer.from(
      [
        "From: Awa Camara <awa@exemple.gn>",
        "To: support@exemple.gn",
        "Subject: Serveur en panne",
        "Message-ID: <lourd-1@exemple.gn>",
        "MIME-Version: 1.0",
        "Content-Type: text/html; charset=utf-8",
        "",
        `<html><body>${html}</body></html>`,
      ].join("\r\n"),
    );
    let ticks = 0;
    let ticksWhileParsing = 0;
    const timer = setInterval(() => ticks++, 1);
    let parsing = true;
    const probe = setInterval(() => {
      if (parsing) ticksWhileParsing = ticks;
    }, 1);
    const parsed = await parseInboundMail(raw, {
      limits: { maxBytes: 2_000_000, maxAttachments: 20, maxAttachmentBytes: 1_000_000 },
      ownAddresses: ["support@exemple.gn"],
      ownMessageIdDomain: "exemple.gn",
    });
    parsing = false;
    clearInterval(timer);
    clearInterval(probe);
    expect(parsed.mail.text).toContain("le serveur ne répond plus");
    expect(ticksWhileParsing).toBeGreaterThan(0);
    expect(onThisThread).toEqual({ mime: 0, html: 0 });
  });
});
