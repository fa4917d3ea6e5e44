import MarkdownIt from "markdown-it";

// Markdown as HTML, for every module (a knowledge article, a task, a comment; decision 0084):
// markdown-it with raw HTML off (a <script> or an
// <img onerror> typed in the text comes out as text), its link check (no javascript:, vbscript:,
// file: or data: links), no images (nothing loaded from elsewhere on the portal), and every link
// opened with rel="noopener nofollow" in a new tab. Rendered on the server, once per page.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false }).disable(
  "image",
);

const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);
markdown.renderer.rules.link_open = (tokens, idx, options) => {
  const token = tokens[idx]!;
  token.attrSet("rel", "noopener nofollow");
  token.attrSet("target", "_blank");
  return renderToken(tokens, idx, options);
};

export const renderMarkdown = (body: string): string => markdown.render(body);

/**
 * The first words of the text without its Markdown marks (a list's second line): the text of
 * each paragraph, heading and list item as markdown-it reads it (no code block, no link target),
 * so that punctuation stays where it was written.
 */
export function excerptOf(body: string, length = 160): string {
  const blocks = markdown
    .parse(body, {})
    .filter((token) => token.type === "inline")
    .map((token) =>
      (token.children ?? [])
        .map((child) =>
          child.type === "text" || child.type === "code_inline"
            ? child.content
            : child.type === "softbreak" || child.type === "hardbreak"
              ? " "
              : "",
        )
        .join(""),
    );
  const text = blocks.join(" ").replace(/\s+/g, " ").trim();
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
