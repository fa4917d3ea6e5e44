import { Lock } from "lucide-react";

/**
 * A public page's notice that it takes nothing for now (the workspace is read-only, its trial is
 * over): at the top, where a phone shows it without scrolling, in place of the form.
 */
export function ClosedNotice({ title, text }: { title: string; text: string }) {
  return (
    <div
      data-testid="portal-read-only"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-pretty text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}
