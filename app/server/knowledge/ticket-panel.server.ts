import { data, redirect } from "react-router";
import {
  ARTICLE_LINK_PATH,
  articlePath,
  knowledgeCan,
  knowledgeErrors,
  ticketPanelTexts,
} from "~/content/knowledge";
import type {
  ContributedPanel,
  TicketPanelContext,
} from "~/server/platform/module-manifest.server";
import { textField, readForm } from "~/server/platform/form.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import {
  articlesOfTicket,
  isArticleId,
  linkArticle,
  linkableArticles,
} from "./article-store.server";
import { runKnowledge } from "./knowledge-scope.server";

// 'Procédures liées' on the helpdesk's ticket page, contributed through the manifest (the
// helpdesk does not import this module): the linked articles, and for Technicien and up a form
// that links a published one. The form posts here and comes back to the ticket (303).

export async function knowledgeTicketPanel(
  ctx: TicketPanelContext,
): Promise<ContributedPanel | null> {
  const linked = await articlesOfTicket(ctx.tx, ctx.ticketId);
  const writes = knowledgeCan(ctx.role, "article.write");
  if (linked.length === 0 && !writes) return null;
  const choices = writes
    ? await linkableArticles(
        ctx.tx,
        linked.map((a) => a.id),
      )
    : [];
  return {
    id: "procedures",
    title: ticketPanelTexts.title,
    empty: ticketPanelTexts.empty,
    links: linked.map((a) => ({
      href: articlePath(a.id),
      label: a.title,
      meta: a.category || undefined,
    })),
    form:
      choices.length > 0
        ? {
            action: ARTICLE_LINK_PATH,
            hidden: { ticket: String(ctx.ticketNumber), retour: ctx.returnTo },
            select: {
              name: "article",
              label: ticketPanelTexts.select,
              options: choices.map((a) => ({ value: a.id, label: a.title })),
            },
            submit: ticketPanelTexts.submit,
          }
        : undefined,
  };
}

/** Only a ticket page of this site: never an open redirect. */
const TICKET_PAGE = /^\/dashboard\/helpdesk\/\d{1,9}$/;

/** POST /dashboard/it-procedures-tracking/lier: links the article, back to the ticket. */
export async function linkArticleAction(request: Request) {
  let formBack = "";
  try {
    const form = await readForm(request);
    const number = Number(textField(form, "ticket"));
    const articleId = textField(form, "article");
    formBack = textField(form, "retour");
    const returnTo = TICKET_PAGE.test(formBack) ? formBack : `/dashboard/helpdesk/${number}`;
    if (!Number.isSafeInteger(number) || number < 1 || !isArticleId(articleId)) {
      throw new WorkspaceError(400, knowledgeErrors.linkInvalid);
    }
    const linked = await runKnowledge(request, "article.write", (ctx) =>
      linkArticle(ctx, number, articleId),
    );
    if (!linked) throw new WorkspaceError(404, knowledgeErrors.linkInvalid);
    return redirect(returnTo, { status: 303 });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return data(
        {
          status: error.status,
          message: error.message,
          back: TICKET_PAGE.test(formBack) ? formBack : null,
        },
        { status: error.status },
      );
    }
    throw error;
  }
}
