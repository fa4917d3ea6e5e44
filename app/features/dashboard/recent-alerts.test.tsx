// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { RecentAlerts } from "./recent-alerts";

// An alert's title names a ticket, an asset or a task by its reference; a phone's narrow line
// broke 'TCK-000006' at its hyphen ('TCK-' then '000006'). The reference stays on one line.

afterEach(cleanup);

it("keeps each reference of an alert's title on one line", async () => {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <RecentAlerts
          alerts={[
            {
              id: "sla-breach:1",
              severity: "critical",
              title: "SLA dépassé · TCK-000006",
              detail: "Imprimante du 2e étage hors service",
              href: "/dashboard/helpdesk/6",
              at: "2026-11-30T09:00:00.000Z",
            },
          ]}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const reference = await screen.findByText("TCK-000006");
  expect(reference.tagName).toBe("SPAN");
  expect(reference.className).toBe("whitespace-nowrap");
  expect(reference.parentElement?.textContent).toBe("Critique\u00a0: SLA dépassé · TCK-000006");
});
