import { describe, expect, it } from "vitest";
import { ticketIdsOfReferences, ticketMessageId } from "./ticket-message-id.server";

const TICKET = "0b6f3a52-8f0e-4c1e-9d0a-3f2b7c1d9e44";
const OTHER = "5c2d8e11-aa40-4b7f-8e61-0c9d2f4a7b10";

describe("ticket Message-IDs", () => {
  it("name the ticket, on the site's host, unique per message", () => {
    const id = ticketMessageId(TICKET, "https://support.exemple.gn/base");
    expect(id).toMatch(new RegExp(`^<tck-${TICKET}\\.[0-9a-f-]{36}@support\\.exemple\\.gn>$`));
    expect(ticketMessageId(TICKET, "https://support.exemple.gn")).not.toBe(id);
    expect(ticketMessageId(TICKET, "pas une adresse")).toMatch(/@localhost>$/);
  });

  it("are read back from a mail's references, in order, once each, whatever their case", () => {
    const ours = (ticket: string) => ticketMessageId(ticket, "https://exemple.gn").slice(1, -1);
    const first = ours(OTHER);
    expect(
      ticketIdsOfReferences([
        "CAF3x9@mail.gmail.com",
        first.toUpperCase(),
        ours(TICKET),
        ours(OTHER),
        `tck-${TICKET}@exemple.gn`, // no random part: not one of ours
        `portal:tck-${TICKET}.abc@exemple.gn`,
      ]),
    ).toEqual([OTHER, TICKET]);
    expect(ticketIdsOfReferences([])).toEqual([]);
  });
});
