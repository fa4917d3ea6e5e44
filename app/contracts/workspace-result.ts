// What a workspace action (members, invitations, switcher, plan request, journal, settings)
// answers when it does not redirect: the form shows `notice`, or `formError` and `fieldErrors`
// next to the fields, and keeps `values`.

export type WorkspaceResult =
  | { ok: true; intent: string; notice: string }
  | {
      ok: false;
      intent: string;
      status: number;
      formError?: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
    };
