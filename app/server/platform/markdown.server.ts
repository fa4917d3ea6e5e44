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

/**
 * What a page asks of the rendering: the '@names' to show as mentions (a task's members); the
 * title the page already shows above the text (a knowledge article's).
 */
interface MarkdownEnv {
  mentions?: readonly string[];
  title?: string;
}

const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLocaleLowerCase("fr-FR") ===
  b.replace(/\s+/g, " ").trim().toLocaleLowerCase("fr-FR");

/**
 * A text that opens with its own title as a heading ('# Configurer le VPN', written or pasted
 * from a wiki) under a page that shows that title already: the heading is left out, or the
 * page (and the list's excerpt) said it twice.
 */
markdown.core.ruler.push("leading-title", (state) => {
  const title = (state.env as MarkdownEnv).title;
  const [open, inline, close] = state.tokens;
  if (!title || open?.type !== "heading_open" || inline?.type !== "inline") return;
  if (close?.type !== "heading_close" || !sameWords(inline.content, title)) return;
  state.tokens.splice(0, 3);
});

/**
 * Marks '@Prénom Nom' of `env.mentions` (case aside) in the text, outside links and code: the
 * text stays markdown-it's escaped text tokens, around a fixed <span class="mention">.
 */
markdown.core.ruler.push("mentions", (state) => {
  const names = (state.env as MarkdownEnv).mentions ?? [];
  if (names.length === 0) return;
  const escaped = [...names]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])@(?:${escaped.join("|")})(?![\\p{L}\\p{N}_])`,
    "giu",
  );
  for (const block of state.tokens) {
    if (block.type !== "inline" || !block.children) continue;
    const out: typeof block.children = [];
    let inLink = 0;
    for (const token of block.children) {
      if (token.type === "link_open") inLink++;
      if (token.type === "link_close") inLink--;
      if (token.type !== "text" || inLink > 0 || !token.content.includes("@")) {
        out.push(token);
        continue;
      }
      let at = 0;
      for (const match of token.content.matchAll(pattern)) {
        const text = (content: string) =>
          Object.assign(new state.Token("text", "", 0), { content });
        const html = (content: string) =>
          Object.assign(new state.Token("html_inline", "", 0), { content });
        out.push(text(token.content.slice(at, match.index)));
        out.push(html('<span class="mention">'), text(match[0]), html("</span>"));
        at = match.index + match[0].length;
      }
      out.push(
        at === 0
          ? token
          : Object.assign(new state.Token("text", "", 0), { content: token.content.slice(at) }),
      );
    }
    block.children = out;
  }
});

export const renderMarkdown = (body: string, env: MarkdownEnv = {}): string =>
  markdown.render(body, { ...env });

/**
 * The first words of the text without its Markdown marks (a list's second line): the text of
 * each paragraph, heading and list item as markdown-it reads it (no code block, no link target),
 * so that punctuation stays where it was written. Its opening heading is left out when it repeats
 * `title`, as on the page.
 */
export function excerptOf(body: string, length = 160, title?: string): string {
  const blocks = markdown
    .parse(body, { title } satisfies MarkdownEnv)
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
  if (text.length <= length) return text;
  // Cut at the end of a word ("Suivez les étapes…", not "Suivez les étapes c…"), unless the
  // last space is far back (one long word: cut where the length says).
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  const end = /\s/.test(text[length - 1] ?? "") || space < length * 0.6 ? cut.length : space;
  return `${cut.slice(0, end).trimEnd()}…`;
}
