// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_INBOX_QUERY, type InboxQuery } from "~/contracts/inbox-query";
import { FAILED_MAIL, HOSTILE, message } from "./inbox-fixtures";
import { MessagePage } from "./message-page";
import type { MessageView } from "~/contracts/inbox-views";

afterEach(cleanup);

function renderPage(
  data: MessageView,
  from: InboxQuery = DEFAULT_INBOX_QUERY,
  onPost?: (form: FormData) => void,
) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/messages/:id",
      Component: () => <MessagePage message={data} from={from} />,
      async action({ request }) {
        onPost?.(await request.formData());
        return null;
      },
    },
  ]);
  return render(<Stub initialEntries={[`/dashboard/messages/${data.id}`]} />);
}

describe("MessagePage", () => {
  it("shows every field, the date in Conakry time and the body with its line breaks", () => {
    renderPage(message());
    expect(screen.getByRole("heading", { level: 1, name: "Audit de sécurité" })).toBeVisible();
    expect(screen.getByText("Aminata Condé")).toBeVisible();
    expect(screen.getByRole("link", { name: "aminata@exemple.gn" })).toBeVisible();
    expect(screen.getByText("dimanche 22 novembre 2026 à 14:05")).toHaveAttribute(
      "dateTime",
      "2026-11-22T14:05:00.000Z",
    );
    const body = screen.getByText(/nous souhaitons un audit/);
    expect(body.textContent).toBe("Bonjour,\n\nnous souhaitons un audit.");
    expect(body).toHaveClass("whitespace-pre-wrap", "break-words");
    expect(screen.getAllByText("Lu").length).toBeGreaterThan(0);
  });

  it("posts 'Marquer comme traité' (a form that works without JavaScript)", async () => {
    const posts: FormData[] = [];
    renderPage(message(), DEFAULT_INBOX_QUERY, (form) => posts.push(form));
    const button = screen.getByRole("button", { name: "Marquer comme traité" });
    expect(button.closest("form")).toHaveAttribute("method", "post");
    expect(button).toHaveAttribute("name", "intent");
    expect(button).toHaveAttribute("value", "handle");
    await userEvent.click(button);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.get("intent")).toBe("handle");
  });

  it("offers 'Rouvrir' for a handled message, with the date it was handled", () => {
    renderPage(message({ status: "handled", handledAt: new Date(Date.UTC(2026, 10, 23, 9)) }));
    expect(screen.getByRole("button", { name: "Rouvrir" })).toHaveAttribute("value", "reopen");
    expect(screen.getByText("lundi 23 novembre 2026 à 09:00")).toBeVisible();
    expect(screen.getAllByText("Traité").length).toBeGreaterThan(0);
  });

  it("shows a failed staff e-mail with its last error, and posts 'Réessayer l'envoi'", async () => {
    const posts: FormData[] = [];
    renderPage(message(FAILED_MAIL), DEFAULT_INBOX_QUERY, (form) => posts.push(form));
    const notice = screen.getByRole("region", { name: "Échec de l'envoi" });
    expect(notice).toHaveTextContent("n'a pas pu être envoyé (8 tentatives)");
    expect(notice).toHaveTextContent(`Dernière erreur : ${FAILED_MAIL.mailLastError}`); // nbsp → space
    const retry = within(notice).getByRole("button", { name: "Réessayer l'envoi" });
    expect(retry.closest("form")).toHaveAttribute("method", "post");
    expect(retry).toHaveAttribute("name", "intent");
    expect(retry).toHaveAttribute("value", "retry-mail");
    await userEvent.click(retry);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.get("intent")).toBe("retry-mail");
  });

  it("says a new attempt is under way after a retry, and nothing once the e-mail is sent", () => {
    renderPage(message({ ...FAILED_MAIL, mailStatus: "pending", mailAttempts: 0 }));
    expect(screen.getByText("Nouvel essai d'envoi de l'e-mail à l'équipe en cours.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Réessayer l'envoi" })).toBeNull();
    cleanup();
    renderPage(message());
    expect(screen.queryByText(/Échec de l'envoi|Nouvel essai/)).toBeNull();
  });

  it("goes back to the list it came from and replies by e-mail", () => {
    renderPage(message(), { filter: "new", q: "audit", page: 2 });
    expect(screen.getByRole("link", { name: "Retour aux messages" })).toHaveAttribute(
      "href",
      "/dashboard/messages?statut=non-lus&q=audit&page=2",
    );
    expect(screen.getByRole("link", { name: "Répondre par e-mail" })).toHaveAttribute(
      "href",
      "mailto:aminata@exemple.gn?subject=Re%C2%A0%3A%20Audit%20de%20s%C3%A9curit%C3%A9",
    );
  });

  it("renders hostile text as text, and a stored address cannot add mail headers", () => {
    const { container } = renderPage(message(HOSTILE));
    expect(container.querySelector("script, img")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(HOSTILE.subject);
    expect(screen.getByText(HOSTILE.fullName)).toBeVisible();
    const body = screen.getByText(/DROP TABLE/);
    expect(body.textContent).toBe(HOSTILE.message);
    // The RTL override stays inside the visitor's text (dir="auto" isolates it).
    expect(body).toHaveAttribute("dir", "auto");
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("dir", "auto");
    const reply = screen.getByRole("link", { name: "Répondre par e-mail" }).getAttribute("href")!;
    expect(reply).toBe(
      "mailto:x%40exemple.gn%3Fbcc%3Dvictime@exemple.gn?subject=Re%C2%A0%3A%20%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    );
    expect(new URL(reply).searchParams.has("bcc")).toBe(false);
  });
});
