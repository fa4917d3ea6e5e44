import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Db } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";
import { windowHit, type WindowLimit } from "~/server/platform/fixed-window.server";

// Wrong passwords counted per account address, whatever the client's address (decision 0085):
// better-auth's own limit counts per client address only, so twelve addresses could try five
// passwords a minute each. After SIGN_IN_ACCOUNT_LIMIT.max wrong passwords in a window, every
// sign-in to that address (the right password too) waits for the window's end: a 429 with the
// wait, which the sign-in page says in French. Counted for any address, an account or not, so
// the answer tells nothing about which addresses have one. Stored in the shared rate_limit
// table, like every limit.

export const SIGN_IN_ACCOUNT_LIMIT: WindowLimit = { max: 10, windowMs: 15 * 60_000 };

const SIGN_IN_PATH = "/sign-in/email";

const keyOf = (email: string) =>
  `sign-in-fail:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;

const windowStartOf = (now: Date) =>
  new Date(
    Math.floor(now.getTime() / SIGN_IN_ACCOUNT_LIMIT.windowMs) * SIGN_IN_ACCOUNT_LIMIT.windowMs,
  );

/** Seconds to wait when the address is locked for the rest of this window; else null. */
async function accountWait(db: Db, email: string, now = new Date()): Promise<number | null> {
  const start = windowStartOf(now);
  const [row] = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(and(eq(rateLimit.key, keyOf(email)), eq(rateLimit.windowStart, start)));
  if ((row?.count ?? 0) < SIGN_IN_ACCOUNT_LIMIT.max) return null;
  return Math.max(
    1,
    Math.ceil((start.getTime() + SIGN_IN_ACCOUNT_LIMIT.windowMs - now.getTime()) / 1000),
  );
}

/** Counts one wrong password for the address. */
async function countWrongPassword(db: Db, email: string, now = new Date()) {
  await windowHit(db, keyOf(email), SIGN_IN_ACCOUNT_LIMIT, now).statement;
}

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email !== "" ? email : null;
};

/** `hooks.before`: refuses (429, with the wait) a sign-in to a locked address. */
export async function refuseLockedSignIn(db: Db, path: string, body: unknown) {
  const email = path === SIGN_IN_PATH ? emailOf(body) : null;
  if (!email) return;
  const wait = await accountWait(db, email);
  if (wait !== null) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "ACCOUNT_LOCKED", message: "Too many wrong passwords for this address." },
      { "X-Retry-After": String(wait) },
    );
  }
}

/** `hooks.after`: counts a sign-in refused for a wrong password (401). */
export async function countRefusedSignIn(db: Db, path: string, body: unknown, returned: unknown) {
  const email = path === SIGN_IN_PATH ? emailOf(body) : null;
  if (email && (returned as { statusCode?: number } | undefined)?.statusCode === 401) {
    await countWrongPassword(db, email);
  }
}
