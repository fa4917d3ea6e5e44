import type {
  NextFunction,
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import type { AppLoadContext } from "react-router";
import { postedRequest, type PostedRequest } from "./posted-request.server";
import { inRequestScope } from "./request-scope.server";
import { sendFetchResponse } from "./request-handler.server";

// Machine endpoints answered before React Router (decision 0106): the portal's anonymous post and
// the inventory agent's submission. Their plain success is a redirect or a small JSON answer that
// React Router's matching, Fetch plumbing and single-fetch handling only pass through, at a cost
// of about one floor's whole request. The request runs the route's OWN action (the same function
// its route module exports: no second copy of the business logic). Any other outcome (a refusal
// that renders the form again, a thrown 404) goes on to React Router, whose route hands back that
// same outcome (`replayedOutcome`): the action never runs twice, so a rate count or a ticket is
// never made twice. A request the route does not claim (another type, a query string, React
// Router's `.data` fetches) goes to React Router untouched.
// What a post still costs beyond the bench's floor is the product's rules, kept in this one copy
// (decision 0152).

/** What an action returned, or threw. */
export interface FastPathOutcome {
  value: unknown;
  thrown: boolean;
}

/** The arguments a route's action is called with (the ones these actions read). */
export interface FastPathArgs {
  /** Node's request as the action reads it (no Fetch Request: decision 0148). */
  request: PostedRequest;
  context: AppLoadContext;
  params: Record<string, string>;
}

export interface FastRoute {
  /** The route's params when the request is one this path answers (method, path, type); else null. */
  claims(req: ExpressRequest): Record<string, string> | null;
  /** The route's own action. */
  action(args: FastPathArgs): Promise<unknown>;
  /** Whether this outcome is the plain success, answered here; anything else goes to React Router. */
  answers(value: unknown): value is Response;
}

export interface FastPathOptions {
  /** The load context React Router's handler builds too (server.ts). */
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /**
   * Middleware that a request the routes claim skips (`unlessFastPath`) and takes only when it
   * goes on to React Router: compression, which a 303 or a small JSON answer has no use for.
   */
  onward?: RequestHandler;
}

/** The claiming route and its params, or null. */
function claimOf(routes: readonly FastRoute[], req: ExpressRequest) {
  for (const route of routes) {
    const params = route.claims(req);
    if (params) return { route, params };
  }
  return null;
}

/**
 * `middleware`, except for the requests one of `routes` claims: they take it later, and only when
 * they go on to React Router (`onward`). Compression wraps every response it sees (its hooks on
 * the headers and the body): 0.14 ms of a portal post's ~2.9 ms of CPU, 0.3 ms of an agent
 * submission's (PostgreSQL profiles), for answers it never compresses.
 */
export function unlessFastPath(routes: readonly FastRoute[], middleware: RequestHandler) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) =>
    claimOf(routes, req) ? next() : middleware(req, res, next);
}

/** The Express middleware of `routes`, placed just before React Router's handler. */
export function fastPaths(routes: readonly FastRoute[], options: FastPathOptions) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const claim = claimOf(routes, req);
    if (!claim) return next();
    const { route: claimed, params } = claim;
    const args = {
      request: postedRequest(req, res),
      context: options.getLoadContext(req, res),
      params,
    };
    let outcome: FastPathOutcome;
    try {
      outcome = { value: await inRequestScope(() => claimed.action(args)), thrown: false };
    } catch (error) {
      outcome = { value: error, thrown: true };
    }
    if (!outcome.thrown && claimed.answers(outcome.value)) {
      try {
        return await sendFetchResponse(req, res, outcome.value);
      } catch (error) {
        return next(error);
      }
    }
    // The body was read by the action (or is left for the refusal's drain): React Router's
    // request carries none, and its route answers with the outcome kept here.
    res.locals.body = undefined;
    res.locals.fastPathOutcome = outcome;
    if (options.onward) return options.onward(req, res, next);
    next();
  };
}

/** The outcome the fast path handed over, for the load context (server.ts). */
export const fastPathOutcomeOf = (res: ExpressResponse) =>
  res.locals.fastPathOutcome as FastPathOutcome | undefined;

/**
 * In a route's action: the outcome of the action the fast path already ran for this request (the
 * same value, or the same throw), or else `run()`.
 */
export function replayedOutcome<T>(context: AppLoadContext, run: () => Promise<T>): Promise<T> {
  const outcome = context.fastPathOutcome;
  if (!outcome) return run();
  // Made by this same action for this request: its type is T.
  return outcome.thrown ? Promise.reject(outcome.value) : Promise.resolve(outcome.value as T);
}

/**
 * A POST to exactly `pattern` (no query string), with one of `types` when given; its named groups
 * as params.
 */
export function postTo(pattern: RegExp, types?: readonly string[]) {
  return (req: ExpressRequest): Record<string, string> | null => {
    if (req.method !== "POST" || req.url.includes("?")) return null;
    const match = pattern.exec(req.path);
    if (!match) return null;
    const [mediaType] = (req.headers["content-type"] ?? "").split(";");
    if (types && !types.includes(mediaType!.trim().toLowerCase())) return null;
    return { ...match.groups };
  };
}
