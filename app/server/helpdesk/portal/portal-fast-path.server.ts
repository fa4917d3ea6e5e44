import { postTo, type FastRoute } from "~/server/http/fast-path.server";
import { portalAction } from "./portal-page.server";

// The portal's anonymous post on the fast path (decision 0106): a form sent without JavaScript
// (urlencoded, no files) to /portail/{slug} runs the route's own action; its plain success, the
// 303 to the confirmation page, is answered at once. A refusal to show with the form, a 404 or
// 503, a multipart post and the JavaScript fetches (`.data`) are React Router's, unchanged.
export const portalFastRoute: FastRoute = {
  claims: postTo(/^\/portail\/(?<slug>[a-z0-9-]+)$/, ["application/x-www-form-urlencoded"]),
  action: ({ request, context, params }) => portalAction({ request, context, params }),
  answers: (value): value is Response => value instanceof Response && value.status === 303,
};
