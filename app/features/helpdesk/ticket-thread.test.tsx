// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type { TicketTimelineItem } from "~/contracts/ticket-page-view";
import { TicketThread } from "./ticket-thread";

// The thread's e-mail marks as the server renders them: the French mark and its meaning on a mail
// whose sender is not authenticated, and the whole mail behind a native disclosure (no script).

afterEach(cleanup);

const t = ticketPageTexts.thread;
const at = { iso: "2026-11-02T11:04:07.000Z", label: "2 nov. 2026 à 12:04" };

const message = (
  id: string,
  senderCheck: "fail" | "none" | null,
  fullBody: string | null,
): TicketTimelineItem => ({
  kind: "message",
  id,
  type: senderCheck === "fail" ? "note" : "requester-reply",
  author: "Aïssatou Diallo",
  body: `Merci (${id})`,
  at,
  attachments: [],
  senderCheck,
  fullBody,
});

describe("TicketThread: inbound e-mail", () => {
  it("marks an unauthenticated or unchecked sender in French, saying what it means", () => {
    render(
      <TicketThread
        items={[message("a", "fail", null), message("b", "none", null), message("c", null, null)]}
      />,
    );
    const [failed, unchecked, passed] = screen.getAllByRole("article");
    expect(within(failed!).getByText(t.senderCheck.fail.label)).toBeTruthy();
    expect(failed!.textContent).toContain(t.senderCheck.fail.hint);
    expect(within(unchecked!).getByText(t.senderCheck.none.label)).toBeTruthy();
    expect(passed!.textContent).not.toMatch(/Expéditeur/);
  });

  it("keeps the whole mail one click away, in a <details> that works without JavaScript", () => {
    const whole = "Merci\n\nLe lun. 2 nov. 2026 à 10:00, Support a écrit :\n> Bonjour";
    render(<TicketThread items={[message("a", null, whole)]} />);
    const summary = screen.getByText(t.fullMessage);
    const details = summary.closest("details")!;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain("> Bonjour");
    expect(screen.getAllByRole("group")).toHaveLength(1);
  });
});
