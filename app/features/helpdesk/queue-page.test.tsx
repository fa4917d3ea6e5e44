// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { HELPDESK_SETTINGS_PATH, helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import type { QueueQuery, QueueRow, QueueView } from "~/contracts/helpdesk-queue";
import { HelpdeskQueuePage } from "./queue-page";

// The queue page as the server renders it: what a technician and a Membre see, the empty states,
// hostile text shown as text.

afterEach(cleanup);

/** French texts keep their no-break spaces. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const query = (over: Partial<QueueQuery> = {}): QueueQuery => ({
  view: "all",
  status: [],
  priority: [],
  categoryId: null,
  teamId: null,
  assigneeId: null,
  requester: null,
  q: "",
  sort: "updated",
  page: 1,
  ...over,
});

const row = (over: Partial<QueueRow> = {}): QueueRow => ({
  number: 123,
  subject: "Imprimante hors service",
  categoryName: "Matériel\u00a0›\u00a0Imprimantes",
  requesterName: "Fatou Camara",
  requesterEmail: "fatou@exemple.gn",
  assigneeName: null,
  status: "new",
  priority: "high",
  sla: "at_risk",
  updatedAt: new Date(Date.UTC(2026, 10, 23, 9, 0)),
  ...over,
});

const view = (over: Partial<QueueView> = {}): QueueView => ({
  workspaceName: "Clinique Ratoma",
  role: "technician",
  portalPath: "/portail/clinique-ratoma",
  portalUrl: "https://exemple.gn/portail/clinique-ratoma",
  canHandle: true,
  readOnly: false,
  rows: [row()],
  hasNext: false,
  query: query(),
  categories: [],
  handlers: [{ id: "u1", label: "Ibrahima Sow" }],
  teams: [],
  noTicketYet: false,
  satisfaction: null,
  ...over,
});

function renderPage(data: QueueView | null) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/helpdesk",
      Component: () => <HelpdeskQueuePage view={data} title="Helpdesk & Support" />,
    },
  ]);
  return render(<Stub initialEntries={["/dashboard/helpdesk"]} />);
}

describe("HelpdeskQueuePage", () => {
  it("shows a technician the views, the bulk action and each ticket's badges", () => {
    renderPage(view());
    expect(screen.getByRole("navigation", { name: t.views.label })).toBeTruthy();
    expect(screen.getByLabelText(t.bulk.action)).toBeTruthy();
    const table = screen.getByRole("table", { name: t.caption });
    const link = within(table).getByRole("link", { name: "TCK-000123" });
    expect(link.getAttribute("href")).toBe("/dashboard/helpdesk/123");
    expect(within(table).getByText("À risque")).toBeTruthy();
    expect(within(table).getByText("Haute")).toBeTruthy();
    expect(within(table).getByLabelText(t.selectOne("TCK-000123"))).toBeTruthy();
    const portal = screen.getByRole("link", { name: t.portal.heading });
    expect(portal.getAttribute("href")).toBe("/portail/clinique-ratoma");
    expect(screen.getByTestId("portal-url").textContent).toBe(
      "https://exemple.gn/portail/clinique-ratoma",
    );
  });

  it("leads owners and administrators, and only them, to the helpdesk settings", () => {
    for (const role of ["owner", "admin"] as const) {
      renderPage(view({ role }));
      const link = screen.getByRole("link", { name: helpdeskSettingsTexts.link });
      expect(link.getAttribute("href")).toBe(HELPDESK_SETTINGS_PATH);
      cleanup();
    }
    for (const role of ["technician", "member"] as const) {
      renderPage(view({ role, canHandle: role === "technician" }));
      expect(screen.queryByRole("link", { name: helpdeskSettingsTexts.link })).toBeNull();
      cleanup();
    }
  });

  it("sorts from the table's headers, keeping the filters, and marks the current sort", () => {
    renderPage(view({ query: query({ view: "mine", page: 3 }) }));
    const table = within(screen.getByRole("table", { name: t.caption }));
    const priority = table.getByRole("link", { name: t.columns.priority });
    expect(priority.getAttribute("href")).toBe("/dashboard/helpdesk?vue=mine&tri=priority");
    const updated = table.getByRole("columnheader", { name: t.columns.updated });
    expect(updated.getAttribute("aria-sort")).toBe("descending");
    expect(table.getByRole("columnheader", { name: t.columns.subject })).not.toHaveAttribute(
      "aria-sort",
    );
  });

  it("shows the team's satisfaction figure", () => {
    renderPage(view({ satisfaction: { percent: 86, votes: 14, days: 30 } }));
    expect(screen.getByTestId("queue-satisfaction").textContent).toBe(
      `${t.satisfaction.label}\u00a0: 86\u00a0%${t.satisfaction.detail(14, 30)}`,
    );
  });

  it("shows a Membre their tickets without views, technicians or bulk action", () => {
    renderPage(view({ canHandle: false, handlers: [] }));
    expect(screen.queryByRole("navigation", { name: t.views.label })).toBeNull();
    expect(screen.queryByLabelText(t.bulk.action)).toBeNull();
    expect(screen.queryByLabelText(t.filters.assignee)).toBeNull();
    expect(screen.queryByLabelText(t.selectOne("TCK-000123"))).toBeNull();
    expect(screen.getByText(t.memberLead("Clinique Ratoma"), exact)).toBeTruthy();
  });

  it("shows a dash, not a badge, where no SLA target runs", () => {
    renderPage(view({ rows: [row({ number: 7, status: "closed", sla: null })] }));
    const table = within(screen.getByRole("table", { name: t.caption }));
    expect(table.getAllByRole("cell").some((cell) => cell.textContent === "—")).toBe(true);
    expect(table.queryByText("À risque")).toBeNull();
  });

  it("offers no bulk action in a read-only workspace", () => {
    renderPage(view({ readOnly: true }));
    expect(screen.queryByLabelText(t.bulk.action)).toBeNull();
  });

  it("explains the first ticket, or offers to reset the filters", () => {
    renderPage(view({ rows: [], noTicketYet: true }));
    expect(screen.getByRole("heading", { name: t.empty.title })).toBeTruthy();
    cleanup();
    renderPage(view({ rows: [], query: query({ view: "overdue", q: "vpn" }) }));
    expect(screen.getByText(t.empty.noMatch("vpn"), exact)).toBeTruthy();
    const reset = screen.getByRole("link", { name: t.empty.reset });
    expect(reset.getAttribute("href")).toBe("/dashboard/helpdesk?vue=overdue");
  });

  it("keeps the view and filters in the pagination links", () => {
    renderPage(
      view({ hasNext: true, query: query({ view: "mine", priority: ["urgent"], page: 2 }) }),
    );
    const pages = screen.getByRole("navigation", { name: t.pagination.label });
    expect(
      within(pages)
        .getByRole("link", { name: /Précédente/ })
        .getAttribute("href"),
    ).toBe("/dashboard/helpdesk?vue=mine&priorite=urgent");
    expect(
      within(pages)
        .getByRole("link", { name: /Suivante/ })
        .getAttribute("href"),
    ).toBe("/dashboard/helpdesk?vue=mine&priorite=urgent&page=3");
  });

  it("shows hostile text as text", () => {
    const subject = '<img src=x onerror="alert(1)">';
    const { container } = renderPage(view({ rows: [row({ subject })] }));
    expect(screen.getByText(subject)).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
  });
});
