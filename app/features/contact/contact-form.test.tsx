// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form";
import { Toaster } from "~/components/ui/toaster";
import { CONTACT_LIMITS, CONTACT_MESSAGE_ROWS, contactLabels } from "~/content/contact";
import { contactSentToast } from "~/content/toasts";
import type { ContactActionResult, ContactValues } from "~/contracts/contact-result";

// The contact form on its own: what the visitor sees and hears for each answer of the action. The
// round trip to the real server (and the posts without JavaScript) are the browser tests'
// (tests/e2e/landing-contact.spec.ts, contact-stored.spec.ts).

afterEach(cleanup);

const EMAIL_ERROR =
  "Cette adresse e-mail n'est pas valide, vérifiez-la (ex.\u00a0: nom@domaine.com).";
const SUBJECT_ERROR = "Indiquez le sujet de votre message.";

const typed: ContactValues = {
  fullName: "Aminata Condé",
  email: "aminata@exemple",
  subject: "Audit de sécurité",
  message: "Bonjour, nous souhaitons auditer le réseau de nos trois agences.",
};

const refused = (
  fieldErrors: Partial<ContactValues>,
  values = typed,
): Extract<ContactActionResult, { ok: false }> => ({
  ok: false,
  status: 400,
  fieldErrors,
  values,
});

/**
 * The form in a route whose action answers `answer` (JavaScript: the fetcher posts to it), or a
 * page rendered after a post without JavaScript (`pageAnswer`, the route's action data).
 */
function renderForm({
  answer,
  pageAnswer,
}: {
  answer?: (form: FormData) => ContactActionResult | Promise<ContactActionResult>;
  pageAnswer?: ContactActionResult;
} = {}) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      id: "contact",
      path: "/",
      Component: () => (
        <>
          <ContactForm />
          <Toaster />
        </>
      ),
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return answer ? answer(form) : { ok: true };
      },
    },
  ]);
  render(
    <Stub
      initialEntries={["/"]}
      hydrationData={pageAnswer ? { actionData: { contact: pageAnswer } } : undefined}
    />,
  );
  return { posted, form: screen.getByRole("form", { name: "Formulaire de contact" }) };
}

const field = (label: string) => screen.getByLabelText(label);

async function fillAll(user: ReturnType<typeof userEvent.setup>, values = typed) {
  for (const [name, value] of Object.entries(values) as [keyof ContactValues, string][]) {
    await user.click(field(contactLabels[name]));
    await user.paste(value);
  }
}

// Typing and posting take a few seconds on a busy 2-core machine.
describe("ContactForm", { timeout: 15_000 }, () => {
  it("has the spec's four fields, required, limited and labelled", () => {
    renderForm();
    for (const [name, label] of Object.entries(contactLabels) as [keyof ContactValues, string][]) {
      const input = field(label);
      expect(input).toHaveAttribute("name", name);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute("maxlength", String(CONTACT_LIMITS[name]));
      expect(input).not.toHaveAttribute("aria-invalid");
    }
    expect(field("Adresse e-mail")).toHaveAttribute("type", "email");
    expect(field("Message")).toHaveAttribute("rows", String(CONTACT_MESSAGE_ROWS));
    expect(screen.getByRole("form", { name: "Formulaire de contact" })).toHaveAttribute(
      "method",
      "post",
    );
  });

  it("shows the server's French errors next to their fields, announces them and keeps the input", async () => {
    const user = userEvent.setup();
    const { posted } = renderForm({
      answer: () => refused({ email: EMAIL_ERROR, subject: SUBJECT_ERROR }),
    });
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    const email = field("Adresse e-mail");
    await screen.findByText(/^Cette adresse e-mail n.est pas valide/);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get("email")).toBe(typed.email);
    // Each error is the field's description, and the first field in error takes the focus, so
    // that a screen reader reads the field and its error at once. The focus moves once the
    // submission has settled (the fetcher idle again), which a loaded machine shows after the
    // errors: waited for, not assumed.
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
    expect(field("Sujet")).toHaveAccessibleDescription(SUBJECT_ERROR);
    await waitFor(() => expect(email).toHaveFocus());
    expect(field("Nom complet")).not.toHaveAttribute("aria-invalid");
    // Nothing the visitor typed is lost, and nothing says the message left.
    for (const [name, value] of Object.entries(typed) as [keyof ContactValues, string][]) {
      expect(field(contactLabels[name])).toHaveValue(value);
    }
    expect(screen.queryByText(contactSentToast.title)).toBeNull();
  });

  it("says the message is on its way, and cannot be sent twice, while the action runs", async () => {
    const user = userEvent.setup();
    let answer!: (result: ContactActionResult) => void;
    renderForm({ answer: () => new Promise((resolve) => (answer = resolve)) });
    await fillAll(user, { ...typed, email: "aminata@exemple.gn" });
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    const pending = await screen.findByRole("button", { name: "Envoi en cours…" });
    expect(pending).toBeDisabled();
    await act(async () => answer(refused({ subject: SUBJECT_ERROR })));
    expect(await screen.findByRole("button", { name: "Envoyer le message" })).toBeEnabled();
  });

  it("on success shows the confirmation toast and empties the form", async () => {
    const user = userEvent.setup();
    renderForm({ answer: () => ({ ok: true }) });
    await fillAll(user, { ...typed, email: "aminata@exemple.gn" });
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain(contactSentToast.title);
    expect(toast).toHaveTextContent(contactSentToast.description!);
    for (const label of Object.values(contactLabels)) expect(field(label)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
  });

  describe("on the page returned by a post without JavaScript", () => {
    it("shows the confirmation in the form", () => {
      const { form } = renderForm({ pageAnswer: { ok: true } });
      const status = within(form).getByRole("status");
      expect(status.textContent).toContain(contactSentToast.title);
      expect(status).toHaveTextContent(contactSentToast.description!);
      for (const label of Object.values(contactLabels)) expect(field(label)).toHaveValue("");
    });

    it("shows the errors and the visitor's input, and a form-wide error as an alert", () => {
      const { form } = renderForm({
        pageAnswer: {
          ...refused({ email: EMAIL_ERROR }),
          formError: "Certains champs sont à corriger\u00a0: voyez les messages sous chacun d'eux.",
        },
      });
      expect(field("Adresse e-mail")).toHaveAccessibleDescription(EMAIL_ERROR);
      expect(screen.getByRole("alert")).toHaveTextContent("Certains champs sont à corriger");
      for (const [name, value] of Object.entries(typed) as [keyof ContactValues, string][]) {
        expect(field(contactLabels[name])).toHaveValue(value);
      }
      expect(within(form).queryByRole("status")).toBeNull();
    });
  });
});
