import { MarkdownBody } from "~/components/module/markdown-body";

/** An article's text: the module kit's Markdown body (decision 0084). */
export const ArticleBody = MarkdownBody;
