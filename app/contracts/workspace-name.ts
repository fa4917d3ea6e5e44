import { WORKSPACE_NAME_MAX, workspaceSettingsTexts } from "~/content/workspace-settings";

// The rules of a workspace's name, shared by the rename form and its command: trimmed, 1 to 80
// characters (code points), no control character or line break (the name goes into e-mail subjects
// and CSV cells).

const FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;

export type NameCheck = { ok: true; name: string } | { ok: false; error: string };

export function checkWorkspaceName(raw: string): NameCheck {
  const e = workspaceSettingsTexts.errors;
  if (FORBIDDEN.test(raw)) return { ok: false, error: e.nameControl };
  const name = raw.trim();
  if (name === "") return { ok: false, error: e.nameRequired };
  if ([...name].length > WORKSPACE_NAME_MAX) return { ok: false, error: e.nameTooLong };
  return { ok: true, name };
}
