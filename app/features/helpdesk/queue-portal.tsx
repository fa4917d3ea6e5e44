import { ExternalLink, Globe } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { cn } from "~/lib/cn";

/** The workspace's requester portal: its address, to share, and a link to it. */
export function QueuePortal({ path, url }: { path: string; url: string }) {
  return (
    <section
      aria-labelledby="portail-titre"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-brand">
          <Globe aria-hidden className="size-4" />
        </span>
        <div className="min-w-0">
          <h2 id="portail-titre" className="text-sm font-semibold">
            {t.portal.address}
          </h2>
          <p className="text-sm text-muted-foreground">{t.portal.lead}</p>
          <p className="mt-1 font-mono text-xs break-all text-foreground" data-testid="portal-url">
            {url}
          </p>
        </div>
      </div>
      <Link to={path} className={cn(buttonClass("outline", "sm"), "self-start sm:self-auto")}>
        {t.portal.heading}
        <ExternalLink aria-hidden />
      </Link>
    </section>
  );
}
