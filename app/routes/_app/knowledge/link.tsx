import { Link } from "react-router";
import type { Route } from "./+types/link";
import { FormAlert } from "~/components/ui/form-alert";
import { KNOWLEDGE_PATH, knowledgeTexts } from "~/content/knowledge";
import { linkArticleAction } from "~/server/knowledge/ticket-panel.server";
import { NO_STORE } from "~/lib/cache-control";

// POST /dashboard/it-procedures-tracking/lier: the ticket page's 'Procédures liées' form. Linked:
// back to the ticket (303); refused: the French reason and the way back.
export const action = ({ request }: Route.ActionArgs) => linkArticleAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export default function LinkArticle({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-8">
      <FormAlert tone="error">{actionData?.message ?? knowledgeTexts.back}</FormAlert>
      <Link
        to={actionData?.back ?? KNOWLEDGE_PATH}
        className="text-sm font-medium underline underline-offset-4"
      >
        {knowledgeTexts.back}
      </Link>
    </div>
  );
}
