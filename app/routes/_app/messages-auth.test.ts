import { data, redirect } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { inboxTexts } from "~/content/inbox";
import { requireAdmin } from "~/server/auth/viewer.server";
import * as inbox from "~/server/inbox/inbox-routes.server";
import * as detail from "./message";
import * as list from "./messages";
import * as exportRoute from "./messages-export";

// Every loader and action of the inbox asks `requireAdmin` first and does nothing else when it
// refuses: anonymous visitors go to sign in, anyone else gets 404. (No admin is faked here.)

vi.mock("~/server/auth/viewer.server", () => ({ requireAdmin: vi.fn() }));
vi.mock("~/server/inbox/inbox-routes.server", async (original) => ({
  ...(await original<typeof inbox>()),
  loadInbox: vi.fn(),
  loadMessage: vi.fn(),
  messageAction: vi.fn(),
  exportInbox: vi.fn(),
}));

const id = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const get = (path: string) => new Request(`http://localhost:3000${path}`);
const postRequest = () =>
  new Request(`http://localhost:3000/dashboard/messages/${id}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=handle",
  });
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;

const calls = () => [
  list.loader(args(get("/dashboard/messages"))),
  detail.loader(args(get(`/dashboard/messages/${id}`), { id })),
  detail.action(args(postRequest(), { id })),
  exportRoute.loader(args(get("/dashboard/messages/export"))),
];

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("inbox routes without an admin", () => {
  beforeEach(() => {
    vi.mocked(requireAdmin).mockClear();
  });

  it("send anonymous visitors to sign in (never cached), touching nothing", async () => {
    const signIn = redirect("/connexion?redirectTo=%2Fdashboard%2Fmessages");
    vi.mocked(requireAdmin).mockRejectedValue(signIn);
    for (const error of await Promise.all(calls().map(rejection))) expect(error).toBe(signIn);
    expect(requireAdmin).toHaveBeenCalledTimes(4);
    expect(signIn.headers.get("Cache-Control")).toBe("private, no-store");
    for (const fn of [inbox.loadInbox, inbox.loadMessage, inbox.messageAction, inbox.exportInbox])
      expect(fn).not.toHaveBeenCalled();
  });

  it("answer 404 to anyone else (French text for the CSV)", async () => {
    vi.mocked(requireAdmin).mockRejectedValue(data(null, { status: 404 }));
    const [listError, detailError, actionError, exportError] = await Promise.all(
      calls().map(rejection),
    );
    for (const error of [listError, detailError, actionError])
      expect(error).toMatchObject({ init: { status: 404 } });
    const response = exportError as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe(inboxTexts.errors.notFound);
    expect(inbox.exportInbox).not.toHaveBeenCalled();
  });
});
