import { Fragment, type ReactNode } from "react";
import { CopyButton, type CopyTexts } from "./copy-button";

// An address or a header to paste elsewhere (the inbound-mail endpoint): the value in a code
// block that breaks after its separators ('/', '.', '?', '&', '=', '@') rather than inside a
// word, and a copy button once hydrated.

const SEPARATOR = /([/.?&=@])/;

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
      <code
        id={id}
        className="block min-w-0 flex-1 rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm wrap-anywhere"
      >
        {prefix ? `${prefix} ` : null}
        {breakAfterSeparators(value)}
      </code>
      <CopyButton value={value} texts={texts} size="sm" describedBy={id} />
    </div>
  );
}
