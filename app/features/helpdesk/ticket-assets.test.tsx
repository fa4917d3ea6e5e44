// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ticketAssetTexts as t } from "~/content/inventory-asset";
import type {
  TicketFormResult,
  TicketManageView,
  TicketPageView,
} from "~/contracts/ticket-page-view";
import { TicketAssets } from "./ticket-assets";

// 'Équipements concernés' as the server renders it: the team's forms (link, 'Retirer' per asset),
// the empty text, a refused tag kept in its field, and no form for a requester or a closed ticket.

afterEach(cleanup);

const laptop = {
  id: "7d0f4c1e-8a53-4c39-9d4e-2f1b6a7c9e01",
  tag: "ACT-00001",
  name: "Portable de Fatou",
  href: "/dashboard/inventory-management/7d0f4c1e-8a53-4c39-9d4e-2f1b6a7c9e01",
};

const manage = (editable = true): TicketManageView => ({
  nextStatuses: [],
  handlers: [],
  categories: [],
  canned: [],
  editable,
  today: "2026-11-23",
});

function renderCard(over: Partial<TicketPageView>, result?: TicketFormResult) {
  const view = { href: "/dashboard/helpdesk/1", assets: [], manage: null, ...over };
  const Stub = createRoutesStub([
    {
      path: "/dashboard/helpdesk/1",
      Component: () => <TicketAssets view={view as TicketPageView} result={result} />,
    },
  ]);
  render(<Stub initialEntries={["/dashboard/helpdesk/1"]} />);
}

const card = () => screen.queryByRole("region", { name: t.heading });

describe("TicketAssets", () => {
  it("gives the team the empty text and the link form", () => {
    renderCard({ manage: manage() });
    expect(card()).toHaveTextContent(t.empty);
    expect(screen.getByRole("textbox", { name: t.link })).toHaveAttribute("name", "asset");
    expect(screen.getByRole("button", { name: t.linkSubmit })).toHaveAttribute(
      "value",
      "link-asset",
    );
  });

  it("lists the linked assets, each with its 'Retirer' form", () => {
    renderCard({ manage: manage(), assets: [laptop] });
    const item = within(screen.getByTestId("ticket-assets")).getByRole("listitem");
    expect(within(item).getByRole("link")).toHaveAttribute("href", laptop.href);
    const remove = within(item).getByRole("button", { name: t.unlinkLabel("ACT-00001") });
    expect(remove).toHaveTextContent(t.unlink);
    expect(remove.closest("form")?.querySelector("input[name=assetId]")).toHaveValue(laptop.id);
  });

  it("keeps a refused tag in its field, with its error", () => {
    renderCard(
      { manage: manage() },
      {
        intent: "link-asset",
        status: 400,
        fieldErrors: { asset: t.errors.notFound },
        values: { asset: "ACT-99999" },
      },
    );
    const field = screen.getByRole("textbox", { name: t.link });
    expect(field).toHaveValue("ACT-99999");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(t.errors.notFound));
  });

  it("shows a requester the links only, and nothing when there is none", () => {
    renderCard({ assets: [laptop] });
    expect(card()).toHaveTextContent("ACT-00001");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    cleanup();
    renderCard({});
    expect(card()).toBeNull();
  });

  it("offers no form on a closed or cancelled ticket", () => {
    renderCard({ manage: manage(false), assets: [laptop] });
    expect(card()).toHaveTextContent("Portable de Fatou");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
