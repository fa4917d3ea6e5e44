import { cn } from "~/lib/cn";

/**
 * Markdown rendered on the server without raw HTML (an article, a task, a comment:
 * app/server/platform/markdown.server.ts): headings, lists, links, code, quotes and tables.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "min-w-0 text-base leading-relaxed wrap-break-word",
        "[&_h1]:mt-6 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold",
        "[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        "[&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm",
        "[&_pre]:mt-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
        "[&_table]:mt-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1",
        "[&_.mention]:rounded [&_.mention]:bg-accent [&_.mention]:px-0.5 [&_.mention]:font-medium [&_.mention]:text-accent-foreground",
        "[&>*:first-child]:mt-0",
        className,
      )}
      // Safe: markdown-it with html off, its link check, no images (decision 0084).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
