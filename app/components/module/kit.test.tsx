// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SelectField, TextField } from "./field";
import { FilterBar } from "./filter-bar";
import { FormOutcome } from "./form-outcome";
import { Pagination } from "./pagination";
import { SecretOrOutcome, SecretState } from "./secret-once";
import { SettingsShell } from "./settings-shell";

// The module kit (decision 0082) as a page renders it: links and names that work without
// JavaScript, errors tied to their field, the read-only shell disabled.

afterEach(cleanup);

function show(node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return render(<Stub initialEntries={["/"]} />);
}

const texts = { label: "Pages", previous: "Précédente", next: "Suivante", first: "Début" };

describe("Pagination", () => {
  it("links the pages that exist and shows the missing one disabled", () => {
    show(<Pagination texts={texts} previousHref={null} nextHref="/?page=2" pageText="Page 1" />);
    const nav = screen.getByRole("navigation", { name: "Pages" });
    expect(within(nav).getByRole("link", { name: "Suivante" }).getAttribute("href")).toBe(
      "/?page=2",
    );
    expect(within(nav).queryByRole("link", { name: "Précédente" })).toBeNull();
    expect(within(nav).getByText("Précédente").getAttribute("aria-disabled")).toBe("true");
    expect(within(nav).getByText("Page 1")).toBeTruthy();
  });

  it("offers the first page with a keyset cursor, and nothing for a single page", () => {
    const { unmount } = show(
      <Pagination texts={texts} firstHref="/" previousHref="/?avant=a" nextHref={null} />,
    );
    expect(screen.getByRole("link", { name: "Début" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Précédente" }).getAttribute("rel")).toBe("prev");
    unmount();
    show(<Pagination texts={texts} previousHref={null} nextHref={null} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("fields", () => {
  it("ties the French error and the hint to the control", () => {
    show(
      <>
        <TextField
          name="titre"
          label="Titre"
          hint="120 caractères au plus."
          error="Indiquez un titre."
          defaultValue=""
          maxLength={120}
        />
        <SelectField
          name="type"
          label="Type"
          defaultValue="b"
          options={[
            { id: "a", label: "Poste" },
            { id: "b", label: "Imprimante" },
          ]}
        />
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Titre" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("titre-erreur titre-aide");
    expect(screen.getByText("Indiquez un titre.").id).toBe("titre-erreur");
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Type" });
    expect(select.value).toBe("b");
    expect(select.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a refusal once: not when a field already says it", () => {
    const refusal = { ok: false as const, formError: "Nom déjà pris.", fieldErrors: {} };
    const { unmount } = show(<FormOutcome result={refusal} />);
    expect(screen.getByText("Nom déjà pris.")).toBeTruthy();
    unmount();
    show(<FormOutcome result={{ ...refusal, fieldErrors: { name: "Nom déjà pris." } }} />);
    expect(screen.queryByText("Nom déjà pris.")).toBeNull();
  });
});

describe("FilterBar", () => {
  it("is a GET search form holding the view, the sort and the reset link", () => {
    show(
      <FilterBar
        action="/liste"
        testId="filtres"
        hidden={{ vue: "mine" }}
        search={{
          id: "recherche",
          name: "q",
          label: "Rechercher",
          placeholder: "Un mot",
          hint: "Titre ou numéro.",
          submitLabel: "Rechercher",
          defaultValue: "imprimante",
        }}
        sort={{ id: "tri", name: "tri", label: "Trier par", value: "", options: [] }}
        filters={{
          label: "Filtres",
          active: 1,
          activeLabel: "1 actif",
          apply: "Appliquer",
          reset: "Réinitialiser",
          resetHref: "/liste",
        }}
      >
        <span>champ</span>
      </FilterBar>,
    );
    const form = screen.getByRole<HTMLFormElement>("search");
    expect(form.getAttribute("method")).toBe("get");
    expect(new FormData(form).get("vue")).toBe("mine");
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Rechercher" }).value).toBe(
      "imprimante",
    );
    expect(form.querySelector("details")?.open).toBe(true);
    expect(screen.getByRole("link", { name: "Réinitialiser" }).getAttribute("href")).toBe("/liste");
  });
});

describe("SettingsShell", () => {
  it("links the sections and disables every form while read-only", () => {
    show(
      <SettingsShell
        title="Paramètres"
        lead="Pour Kaloum SARL."
        module={{ title: "Support", href: "/support" }}
        sections={[{ id: "types", label: "Types" }]}
        sectionsLabel="Sections"
        readOnly
        readOnlyText="Lecture seule."
      >
        <input aria-label="Nom" />
      </SettingsShell>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Paramètres" })).toBeTruthy();
    const sections = screen.getByRole("navigation", { name: "Sections" });
    expect(within(sections).getByRole("link", { name: "Types" }).getAttribute("href")).toBe(
      "#types-titre",
    );
    expect(screen.getByText("Lecture seule.")).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>("textbox", { name: "Nom" }).matches(":disabled"),
    ).toBe(true);
  });
});

describe("a secret shown once", () => {
  const secretTexts = {
    notice: "Jeton créé.",
    label: "Jeton",
    once: "Il ne sera plus affiché.",
    copy: "Copier",
    copied: "Copié",
  };

  it("shows the secret the last post made, in a read-only field named and described", () => {
    show(
      <SecretOrOutcome
        id="jeton"
        result={{ ok: true, notice: "Jeton créé.", secret: "abc123" }}
        texts={secretTexts}
      />,
    );
    const field = screen.getByLabelText("Jeton");
    expect(field).toHaveValue("abc123");
    expect(field).toHaveAttribute("readonly");
    expect(field).toHaveAccessibleDescription("Il ne sera plus affiché.");
  });

  it("shows the post's notice or refusal when it made no secret", () => {
    const { unmount } = show(
      <SecretOrOutcome
        id="jeton"
        result={{ ok: true, notice: "Jeton révoqué." }}
        texts={secretTexts}
      />,
    );
    expect(screen.getByText("Jeton révoqué.")).toBeTruthy();
    expect(screen.queryByLabelText("Jeton")).toBeNull();
    unmount();
    show(
      <SecretOrOutcome
        id="jeton"
        result={{ ok: false, formError: "Réservé aux administrateurs." }}
        texts={secretTexts}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Réservé aux administrateurs.");
  });

  it("says whether a secret is set, in green when it is", () => {
    const { unmount } = show(
      <SecretState active testId="etat">
        Jeton actif
      </SecretState>,
    );
    expect(screen.getByTestId("etat")).toHaveClass("text-success");
    unmount();
    show(
      <SecretState active={false} testId="etat">
        Aucun jeton
      </SecretState>,
    );
    expect(screen.getByTestId("etat")).toHaveClass("text-muted-foreground");
    expect(screen.getByTestId("etat")).toHaveTextContent("Aucun jeton");
  });
});
