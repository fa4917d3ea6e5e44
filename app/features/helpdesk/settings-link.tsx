import { Settings } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { HELPDESK_SETTINGS_PATH, helpdeskSettingsTexts as t } from "~/content/helpdesk-settings";
import { can, type WorkspaceRole } from "~/contracts/workspace-roles";
import { cn } from "~/lib/cn";

/**
 * The way from the helpdesk to its settings, for those who may change them (owners and
 * administrators: `helpdesk.configure`); nothing for the others.
 */
export function HelpdeskSettingsLink({
  role,
  className,
}: {
  role: WorkspaceRole | undefined;
  className?: string;
}) {
  if (!role || !can(role, "helpdesk.configure")) return null;
  return (
    <Link to={HELPDESK_SETTINGS_PATH} className={cn(buttonClass("ghost"), className)}>
      <Settings aria-hidden />
      {t.link}
    </Link>
  );
}
