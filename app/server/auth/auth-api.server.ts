import { describeDbError } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { authOf } from "~/server/workspaces/tenant-context.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "./auth.server";

// Route actions talk to better-auth through its HTTP handler, not its server-side API, so that
// every protection of the library applies to them as to its own endpoints: origin and CSRF checks
// (from the browser's own headers), and the rate limits, which only run in the handler.

/** The browser headers better-auth needs to recognise the visitor and check the origin. */
const FORWARDED = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
];

export interface AuthAnswer {
  status: number;
  /** better-auth's JSON body: a result, or `{ code, message }` for an error. */
  body: Record<string, unknown> | null;
  /** Set-Cookie values to pass on to the browser (session opened, refreshed or ended). */
  cookies: string[];
  /** Seconds to wait, on a 429. */
  retryAfter: number | undefined;
}

function authHeadersFor(request: Request, clientIp: string | undefined): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, clientIp ?? "unknown");
  return headers;
}

/** Calls one better-auth endpoint (`path` below /api/auth) on behalf of the request's visitor. */
export async function callAuth(
  request: Request,
  clientIp: string | undefined,
  path: string,
  body?: Record<string, unknown>,
): Promise<AuthAnswer> {
  const headers = authHeadersFor(request, clientIp);
  if (body) headers.set("content-type", "application/json");
  const url = `${env().siteUrl}${AUTH_BASE_PATH}${path}`;
  let response: Response;
  try {
    response = await (authOf(request) ?? getAuth()).handler(
      new Request(url, {
        method: body ? "POST" : "GET",
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
  } catch (error) {
    console.error(`Auth request ${path} failed: ${describeDbError(error)}`);
    return { status: 503, body: null, cookies: [], retryAfter: undefined };
  }
  return readAuthAnswer(response);
}

/** The secret of the better-auth instance serving `request` (it signs our own cookies too). */
export async function authSecretOf(request: Request): Promise<string> {
  return (await (authOf(request) ?? getAuth()).$context).secret;
}

/** better-auth's HTTP answer as the actions read it. */
export async function readAuthAnswer(response: Response): Promise<AuthAnswer> {
  const text = await response.text();
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    parsed = null;
  }
  const retry = Number(response.headers.get("x-retry-after"));
  return {
    status: response.status,
    body: parsed,
    cookies: response.headers.getSetCookie(),
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}

/** The error code of a failed answer (better-auth's `code`), if any. */
export const errorCode = (answer: AuthAnswer): string | undefined =>
  typeof answer.body?.code === "string" ? answer.body.code : undefined;

/** Headers carrying the answer's cookies, for a redirect or a data response. */
export function withCookies(answer: AuthAnswer, init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The only better-auth endpoints a browser reaches directly: Google's redirect back to the site
 * (the sign-in starts in the /connexion action). Every other flow goes through a route action and
 * `callAuth`, so the rest of better-auth's JSON API (delete-user, update-user, sign-up/email,
 * verify-password…) is not exposed.
 */
function isBrowserAuthEndpoint(method: string, pathname: string): boolean {
  return method === "GET" && pathname === `${AUTH_BASE_PATH}/callback/google` && !!env().google;
}

/**
 * Passes a browser request for /api/auth/* to better-auth with the trusted client IP when it is
 * one of the browser's endpoints (never cached); answers 404 to anything else.
 */
export async function forwardToAuth(request: Request, clientIp: string | undefined) {
  if (!isBrowserAuthEndpoint(request.method, new URL(request.url).pathname)) {
    return new Response("Page introuvable.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp ?? "unknown");
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let response: Response;
  try {
    response = await getAuth().handler(
      new Request(request.url, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
      }),
    );
  } catch (error) {
    console.error(`Auth request failed: ${describeDbError(error)}`);
    return new Response("Service momentanément indisponible.", { status: 503 });
  }
  const out = new Response(response.body, response);
  out.headers.set("Cache-Control", "no-store");
  return out;
}
