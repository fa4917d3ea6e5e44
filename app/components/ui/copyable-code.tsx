import { Fragment, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { CopyButton, type CopyTexts } from "./copy-button";

// An address or a header to paste elsewhere (the inbound-mail endpoint): the value in a code
// block that breaks after its separators ('/', '.', '?', '&', '=', '@') rather than inside a
// word, and a copy button once hydrated.

const SEPARATOR = /([/.?&=@])/;

/** A block of code to read and paste (an address, a header), copyable or not. */
export const codeBlockClass =
  "block rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm wrap-anywhere";

/** `text` with a line-break opportunity after each separator. */
function breakAfterSeparators(text: string): ReactNode {
  return text.split(SEPARATOR).map((part, i) =>
    SEPARATOR.test(part) ? (
      <Fragment key={i}>
        {part}
        <wbr />
      </Fragment>
    ) : (
      part
    ),
  );
}

export function CopyableCode({
  id,
  value,
  prefix,
  texts,
}: {
  id: string;
  value: string;
  /** Shown before the value, not copied ('POST'). */
  prefix?: string;
  texts: CopyTexts;
}) {
  return (
    <div className="flex items-start gap-2">
      <code id={id} className={cn(codeBlockClass, "min-w-0 flex-1")}>
        {prefix ? `${prefix} ` : null}
        {breakAfterSeparators(value)}
      </code>
      <CopyButton value={value} texts={texts} size="sm" describedBy={id} />
    </div>
  );
}
