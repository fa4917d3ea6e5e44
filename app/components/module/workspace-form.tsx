import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Form } from "react-router";
import { WORKSPACE_FIELD } from "~/content/workspaces";

// Every dashboard form names the workspace its page was rendered for, so that a switch made in
// another tab meanwhile cannot send it to another workspace: the server acts in the named one, or
// refuses once the person has left it (docs/decisions/0077-form-workspace-and-abuse.md). The
// dashboard's shell provides the id; forms use `WorkspaceForm`, or `WorkspaceField` inside a plain
// <form> posting to another route.

const FormWorkspaceContext = createContext<string | null>(null);

export function FormWorkspaceProvider({
  id,
  children,
}: {
  id: string | null;
  children: ReactNode;
}) {
  return <FormWorkspaceContext.Provider value={id}>{children}</FormWorkspaceContext.Provider>;
}

/** The hidden field naming the page's workspace (nothing outside a workspace). */
export function WorkspaceField() {
  const id = useContext(FormWorkspaceContext);
  return id ? <input type="hidden" name={WORKSPACE_FIELD} value={id} /> : null;
}

/** React Router's `<Form>` with the workspace field. */
export function WorkspaceForm({ children, ...props }: ComponentProps<typeof Form>) {
  return (
    <Form {...props}>
      <WorkspaceField />
      {children}
    </Form>
  );
}
