import type EmailReplyParser from "email-reply-parser";
import type * as HtmlToText from "html-to-text";
import type * as Mailparser from "mailparser";
import { afterAll, describe, expect, it, vi } from "vitest";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { parseInboundMail } from "./inbound-mail.server";

// Heavy input parsed off the event loop (decision 0075): a 480 kB HTML mail is parsed, converted
// to text and its reply found by neither mailparser, html-to-text nor email-reply-parser on this
// thread, whose timers keep firing meanwhile.

// This thread's copies of the parsers, watched (the worker thread loads its own).
const onThisThread = vi.hoisted(() => ({ mime: 0, html: 0, reply: 0 }));
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

vi.mock("email-reply-parser", async (importOriginal) => {
  const real = await importOriginal<{ default: typeof EmailReplyParser }>();
  class Watched extends real.default {
    override read(text: string) {
      onThisThread.reply++;
      return super.read(text);
    }
  }
  return { default: Watched };
});

afterAll(closeParsePool);

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
    expect(parsed.mail.text.length).toBeLessThanOrEqual(20_000);
    expect(parsed.mail.reply).toBe(parsed.mail.text);
    expect(ticksWhileParsing).toBeGreaterThan(0);
    expect(onThisThread).toEqual({ mime: 0, html: 0, reply: 0 });
  });
});
