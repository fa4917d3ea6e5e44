import { X } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { isWorkspaceNotice, NOTICE_PARAM, WORKSPACE_NOTICES } from "~/content/workspace-switcher";
import { FormAlert } from "~/components/ui/form-alert";

const CLOSE_LABEL = "Fermer ce message";

/**
 * The outcome of a workspace form (switcher, plan request) after its redirect back: `?avis=` names
 * one of the known notices (anything else shows nothing). 'Fermer' is a link to the same page
 * without it, so it works without JavaScript too.
 */
export function WorkspaceNotice() {
  const [params] = useSearchParams();
  const location = useLocation();
  const code = params.get(NOTICE_PARAM);
  if (!isWorkspaceNotice(code)) return null;
  const notice = WORKSPACE_NOTICES[code];
  const rest = new URLSearchParams(params);
  rest.delete(NOTICE_PARAM);
  const query = rest.toString();
  return (
    <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 pt-6 sm:px-6 lg:px-8">
      <div className="min-w-0 flex-1">
        <FormAlert tone={notice.tone} testId="workspace-notice">
          {notice.text}
        </FormAlert>
      </div>
      <Link
        to={`${location.pathname}${query ? `?${query}` : ""}`}
        replace
        preventScrollReset
        aria-label={CLOSE_LABEL}
        title={CLOSE_LABEL}
        className="grid size-9 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden className="size-4" />
      </Link>
    </div>
  );
}
