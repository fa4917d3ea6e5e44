import { describe, expect, it } from "vitest";
import { inboxCsvHeaders } from "~/content/inbox";
import { csvDocument } from "~/server/platform/csv.server";
import { csvFileName, messageCells } from "./csv.server";
import type { InboxMessage } from "./messages.server";

const message = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
  fullName: "Aminata Condé",
  email: "aminata@exemple.gn",
  subject: "Audit de sécurité",
  message: "Bonjour,\nnous souhaitons un audit.",
  createdAt: new Date(Date.UTC(2026, 10, 22, 14, 5, 9)),
  status: "new",
  handledAt: null,
  mailStatus: "none",
  mailAttempts: 0,
  mailLastError: null,
  ...overrides,
});

/** Splits a document made by csvDocument back into rows (quoted cells, `;`, CRLF). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i]).toBe('"');
    let cell = "";
    for (i++; ; i++) {
      if (text[i] === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (text[i] === '"') break;
      else cell += text[i];
    }
    row.push(cell);
    i++;
    if (text[i] === ";") i++;
    else {
      expect(text.slice(i, i + 2)).toBe("\r\n");
      rows.push(row);
      row = [];
      i += 2;
    }
  }
  return rows;
}

/** The inbox export's document of `messages`, as the route streams it. */
const messagesCsv = (messages: readonly InboxMessage[]) =>
  csvDocument([inboxCsvHeaders, ...messages.map(messageCells)]);

describe("messageCells", () => {
  it("has the French headers, then one row per message with dates in Conakry time", () => {
    const handled = message({
      id: "11111111-2222-4333-8444-555555555555",
      status: "handled",
      handledAt: new Date(Date.UTC(2026, 10, 23, 8, 30)),
    });
    const text = messagesCsv([message(), handled]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = parse(text.slice(1));
    expect(rows[0]).toEqual([...inboxCsvHeaders]);
    expect(rows[0]).toEqual([
      "Reçu le",
      "Statut",
      "Nom complet",
      "Adresse e-mail",
      "Sujet",
      "Message",
      "Traité le",
      "Identifiant",
    ]);
    expect(rows[1]).toEqual([
      "22/11/2026 14:05",
      "Nouveau",
      "Aminata Condé",
      "aminata@exemple.gn",
      "Audit de sécurité",
      "Bonjour,\nnous souhaitons un audit.",
      "",
      "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
    ]);
    expect(rows[2]?.slice(1, 2)).toEqual(["Traité"]);
    expect(rows[2]?.[6]).toBe("23/11/2026 08:30");
    expect(rows).toHaveLength(3);
  });

  it("keeps hostile text whole but never as a formula", () => {
    const hostile = message({
      fullName: "=cmd|' /C calc'!A0",
      email: "@evil.example",
      subject: '"><img src=x onerror=alert(1)>',
      message: '-1+1\r\n=HYPERLINK("http://evil.example")\n\'; DROP TABLE contact_message; --',
    });
    const [, row] = parse(messagesCsv([hostile]).slice(1));
    expect(row?.slice(2, 6)).toEqual([
      "'=cmd|' /C calc'!A0",
      "'@evil.example",
      '"><img src=x onerror=alert(1)>',
      "'-1+1\r\n=HYPERLINK(\"http://evil.example\")\n'; DROP TABLE contact_message; --",
    ]);
    for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("writes only the headers for an empty list", () => {
    expect(parse(messagesCsv([]).slice(1))).toEqual([[...inboxCsvHeaders]]);
  });
});

describe("csvFileName", () => {
  it("names the file after the day in Conakry", () => {
    expect(csvFileName(new Date(Date.UTC(2026, 10, 22, 23, 59)))).toBe("messages-2026-11-22.csv");
    expect(csvFileName(new Date(Date.UTC(2027, 0, 1, 0, 0)))).toBe("messages-2027-01-01.csv");
  });
});
