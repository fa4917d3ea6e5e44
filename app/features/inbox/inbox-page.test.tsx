// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { InboxQuery } from "~/contracts/inbox-query";
import { HOSTILE, row, view } from "./inbox-fixtures";
import { InboxPage } from "./inbox-page";
import type { InboxView } from "~/contracts/inbox-views";

afterEach(cleanup);

function renderPage(data: InboxView, path = "/dashboard/messages") {
  const Stub = createRoutesStub([
    { path: "/dashboard/messages", Component: () => <InboxPage view={data} /> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const table = () => screen.getByRole("table");
const cards = () => screen.getByRole("list", { name: "Liste des messages" });
const filters = () => screen.getByRole("navigation", { name: "Filtrer par statut" });

describe("InboxPage", () => {
  it("marks unread messages in words and in bold, in the table and the cards", () => {
    renderPage(
      view({
        items: [
          row({ id: "a", subject: "Non lu", status: "new" }),
          row({ id: "b", subject: "Déjà lu" }),
        ],
        counts: { all: 2, new: 1, read: 1, handled: 0 },
        total: 2,
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    const [, unread, read] = within(table()).getAllByRole("row");
    expect(within(unread!).getByText("Nouveau")).toBeInTheDocument();
    expect(unread).toHaveClass("font-semibold");
    expect(within(read!).getByText("Lu")).toBeInTheDocument();
    expect(read).not.toHaveClass("font-semibold");
    expect(within(cards()).getAllByRole("link")).toHaveLength(2);
    expect(within(cards()).getByText("Nouveau")).toBeInTheDocument();
    const link = within(unread!).getByRole("link", { name: "Non lu" });
    expect(link).toHaveAttribute("href", "/dashboard/messages/a");
    expect(screen.getByText("2 messages")).toBeInTheDocument();
  });

  it("marks a message whose staff e-mail failed with 'Échec de l'envoi', in the table and the cards", () => {
    renderPage(
      view({
        items: [
          row({ id: "a", subject: "Échoué", mailStatus: "failed" }),
          row({ id: "b", subject: "Envoyé" }),
        ],
        counts: { all: 2, new: 0, read: 2, handled: 0 },
        total: 2,
      }),
    );
    const [, failed, sent] = within(table()).getAllByRole("row");
    expect(within(failed!).getByText("Échec de l'envoi")).toBeInTheDocument();
    expect(within(sent!).queryByText("Échec de l'envoi")).toBeNull();
    const [failedCard, sentCard] = within(cards()).getAllByRole("listitem");
    expect(within(failedCard!).getByText("Échec de l'envoi")).toBeInTheDocument();
    expect(within(sentCard!).queryByText("Échec de l'envoi")).toBeNull();
  });

  it("links filters, search, export and pages while keeping the rest of the query", () => {
    const query: InboxQuery = { filter: "new", q: "audit 100%", page: 2 };
    renderPage(
      view({
        query,
        page: 2,
        pageCount: 3,
        total: 120,
        counts: { all: 200, new: 120, read: 50, handled: 30 },
      }),
    );
    const links = within(filters()).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "Tous200",
      "Non lus120",
      "Lus50",
      "Traités30",
    ]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/dashboard/messages?q=audit+100%25",
      "/dashboard/messages?statut=non-lus&q=audit+100%25",
      "/dashboard/messages?statut=lus&q=audit+100%25",
      "/dashboard/messages?statut=traites&q=audit+100%25",
    ]);
    expect(links[1]).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Exporter en CSV" })).toHaveAttribute(
      "href",
      "/dashboard/messages/export?statut=non-lus&q=audit+100%25",
    );
    expect(screen.getByRole("link", { name: "Précédent" })).toHaveAttribute(
      "href",
      "/dashboard/messages?statut=non-lus&q=audit+100%25",
    );
    expect(screen.getByRole("link", { name: "Suivant" })).toHaveAttribute(
      "href",
      "/dashboard/messages?statut=non-lus&q=audit+100%25&page=3",
    );
    expect(screen.getByText("Page 2 sur 3")).toBeInTheDocument();
    const detail = within(table()).getByRole("link", { name: "Audit de sécurité" });
    expect(detail.getAttribute("href")).toBe(
      `/dashboard/messages/${row().id}?statut=non-lus&q=audit+100%25&page=2`,
    );
  });

  it("searches with a labelled GET form that keeps the filter", () => {
    renderPage(view({ query: { filter: "handled", q: "condé", page: 1 } }));
    const input = screen.getByLabelText("Rechercher dans les messages");
    expect(input).toHaveValue("condé");
    expect(input).toHaveAttribute("name", "q");
    const form = input.closest("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form.getAttribute("action")).toBe("/dashboard/messages");
    expect(form.querySelector('input[type="hidden"]')).toHaveAttribute("name", "statut");
    expect(form.querySelector('input[type="hidden"]')).toHaveValue("traites");
    expect(screen.getByRole("button", { name: "Rechercher" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("link", { name: "Effacer la recherche" })).toHaveAttribute(
      "href",
      "/dashboard/messages?statut=traites",
    );
  });

  it("shows an empty state that says why", () => {
    renderPage(view({ items: [], total: 0, counts: { all: 0, new: 0, read: 0, handled: 0 } }));
    expect(screen.getByRole("heading", { name: "Aucun message" })).toBeInTheDocument();
    expect(screen.getByText(/apparaîtront ici/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages de la liste" })).toBeNull();
    cleanup();
    renderPage(view({ items: [], total: 0, query: { filter: "all", q: "<b>x</b>", page: 1 } }));
    const exact = getDefaultNormalizer({ trim: false, collapseWhitespace: false });
    expect(
      screen.getByText("Aucun message ne correspond à «\u202F<b>x</b>\u202F».", {
        normalizer: exact,
      }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Voir tous les messages" })).toHaveAttribute(
      "href",
      "/dashboard/messages",
    );
  });

  it("renders hostile text as text only", () => {
    const { container } = renderPage(
      view({ items: [row({ ...HOSTILE, preview: HOSTILE.message })] }),
    );
    expect(container.querySelector("script, img")).toBeNull();
    expect(within(table()).getByRole("link", { name: HOSTILE.subject })).toBeInTheDocument();
    expect(within(table()).getByText(HOSTILE.fullName)).toBeInTheDocument();
    expect(container.innerHTML).not.toContain("<script>");
    expect(container.innerHTML).toContain("&lt;script&gt;");
  });
});
