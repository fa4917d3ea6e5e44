// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { WORKSPACE_FIELD } from "~/content/workspaces";
import { FormWorkspaceProvider, WorkspaceField, WorkspaceForm } from "./workspace-form";

// Every dashboard form names the workspace it was rendered for (decision 0077): the component
// adds the field, and a scan of the source proves that every form posting from the pages is a
// WorkspaceForm or holds a WorkspaceField, except the forms that act on the person or the public
// ones, listed here with the reason.

const PERSON_OR_PUBLIC: Record<string, string> = {
  "app/components/layout/theme-toggle.tsx": "the visitor's theme cookie",
  "app/features/auth": "sign-in, sign-up, password reset: no workspace yet",
  "app/features/contact": "the public contact form",
  "app/features/helpdesk/portal-form.tsx": "the public portal of a workspace (its slug in the URL)",
  "app/features/helpdesk/portal-follow-forms.tsx": "the requester's private link (its token)",
  "app/features/dashboard/sidebar-nav.tsx": "the person's sidebar cookie",
  "app/features/dashboard/sign-out-button.tsx": "signs the person out",
  "app/features/dashboard/workspace-switcher.tsx": "switches or creates the person's workspace",
  "app/features/dashboard/verify-email-banner.tsx": "the person's own address",
  "app/features/settings/settings-page.tsx": "the person's account (name, password, deletion)",
  "app/features/members/invitation-card.tsx": "an invitation names its own workspace",
  "app/features/inbox": "the company's staff inbox: no customer workspace",
  "app/features/billing/staff": "staff's billing: the customer's workspace is in the path",
};

const ROOT = path.resolve(__dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The forms of a source: the element's name, its opening tag and what follows up to its end. */
function formsOf(source: string) {
  const found: { element: string; tag: string; body: string }[] = [];
  const start = /<(WorkspaceForm|fetcher\.Form|Form|form)\b/g;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === "{") depth++;
      else if (c === "}") depth--;
      else if (c === ">" && depth === 0) break;
    }
    const tag = source.slice(m.index, i + 1);
    const close = tag.endsWith("/>") ? i + 1 : source.indexOf(`</${m[1]}>`, i);
    found.push({ element: m[1]!, tag, body: source.slice(i + 1, close) });
  }
  return found;
}

const allowed = (file: string) =>
  Object.keys(PERSON_OR_PUBLIC).some((p) => file === p || file.startsWith(`${p}/`));

describe("the workspace field of dashboard forms", () => {
  it("is rendered by WorkspaceForm and WorkspaceField inside the dashboard's provider", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <FormWorkspaceProvider id="espace-a">
            <WorkspaceForm method="post" aria-label="réponse">
              <input name="body" defaultValue="Bonjour" />
            </WorkspaceForm>
            <form method="post" aria-label="formule" action="/dashboard/formule">
              <WorkspaceField />
            </form>
          </FormWorkspaceProvider>
        ),
      },
    ]);
    const { getByRole } = render(<Stub />);
    for (const name of ["réponse", "formule"]) {
      const form = getByRole("form", { name }) as HTMLFormElement;
      expect(new FormData(form).get(WORKSPACE_FIELD)).toBe("espace-a");
    }
  });

  it("is absent outside a workspace (the public demo, a person without any)", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <WorkspaceForm method="post" aria-label="démo">
            <input name="x" defaultValue="1" />
          </WorkspaceForm>
        ),
      },
    ]);
    const { getByRole } = render(<Stub />);
    expect(
      new FormData(getByRole("form", { name: "démo" }) as HTMLFormElement).has(WORKSPACE_FIELD),
    ).toBe(false);
  });

  it("is carried by every form that posts from the pages, except the person's and public ones", () => {
    const files = [...sources("app/features"), ...sources("app/components")];
    const posting: string[] = [];
    const missing: string[] = [];
    for (const file of files) {
      for (const form of formsOf(readFileSync(path.join(ROOT, file), "utf8"))) {
        if (!/method="post"/.test(form.tag)) continue;
        posting.push(file);
        if (form.element === "WorkspaceForm" || form.body.includes("<WorkspaceField")) continue;
        if (!allowed(file)) missing.push(`${file}: ${form.tag.slice(0, 60)}`);
      }
    }
    expect(missing).toEqual([]);
    // The scan sees the forms (a change of their syntax must not make it pass by seeing none).
    expect(posting).toEqual(
      expect.arrayContaining([
        "app/features/helpdesk/ticket-reply-form.tsx",
        "app/features/members/member-forms.tsx",
        "app/features/dashboard/trial-over-banner.tsx",
        "app/components/module/bulk-bar.tsx",
        "app/features/auth/sign-in-form.tsx",
      ]),
    );
    expect(posting.length).toBeGreaterThan(40);
  });
});
