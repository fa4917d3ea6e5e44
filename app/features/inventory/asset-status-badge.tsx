import {
  CircleCheck,
  CircleHelp,
  CircleSlash,
  Package,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { assetStatusLabels, type AssetStatus } from "~/content/inventory";
import { LineIcon } from "~/components/ui/line-icon";
import { cn } from "~/lib/cn";

// An asset's status in words with an icon (never by colour alone), as the helpdesk's badges.

const pill =
  "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const styles: Record<AssetStatus, [string, LucideIcon]> = {
  in_stock: ["bg-muted text-muted-foreground", Package],
  in_service: ["border-success/40 bg-success/10 text-foreground", CircleCheck],
  in_repair: ["border-amber-500/50 bg-amber-500/10 text-foreground", Wrench],
  retired: ["bg-muted text-muted-foreground", CircleSlash],
  lost: ["border-destructive/40 bg-destructive/10 text-foreground", CircleHelp],
};

export function AssetStatusBadge({
  status,
  className,
}: {
  status: AssetStatus;
  className?: string;
}) {
  const [style, Icon] = styles[status];
  return (
    <span className={cn(pill, style, className)}>
      <LineIcon icon={Icon} className="size-3" />
      {assetStatusLabels[status]}
    </span>
  );
}
