import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WORKSPACE_FIELD, workspaceErrors } from "~/content/workspaces";
import { CLIENT_IP_HEADER } from "~/server/auth/auth.server";
import { requireViewer } from "~/server/auth/viewer.server";
import { standInAuthContext } from "~/server/auth/auth-stand-in-kit.server";
import { authSession, authUser } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { readForm } from "~/server/platform/form.server";
import { ticketPageAction } from "~/server/helpdesk/index.server";
import {
  answer,
  openTicket,
  post,
  postFiles,
  storedTicket,
} from "~/server/helpdesk/tickets/ticket-page-test-kit.server";
import { membersAction } from "./members-page.server";
import { setActiveWorkspace } from "./active.server";
import { withTenantContext } from "./tenant-context.server";
import { addMember, addOwner } from "./workspace-test-data.server";

// A dashboard form acts on the workspace it was rendered for (its hidden `workspace` field), not
// on the one another tab made active since, and refuses in French once the person has left it.
// The viewer lookup is the real one (viewer.server.ts) over a real session row; the requests are
// served with the test database and a better-auth stand-in (decision 0092) whose session read is a
// read of that row and whose handler answers every account request with 200.

let t: Awaited<ReturnType<typeof openTestDb>>;
const auth = {
  api: {
    // As the viewer asks it: with the answer's headers (none here: no renewal).
    async getSession({ headers }: { headers: Headers }) {
      const answer = (response: unknown) => ({ headers: new Headers(), response });
      const id = /sid=([\w-]+)/.exec(headers.get("Cookie") ?? "")?.[1];
      if (!id) return answer(null);
      const [session] = await t.db.select().from(authSession).where(eq(authSession.id, id));
      if (!session) return answer(null);
      const [user] = await t.db.select().from(authUser).where(eq(authUser.id, session.userId));
      return answer({ user: { ...user, role: "member" }, session });
    },
  },
  handler: vi.fn(async (_request: Request) => Response.json({})),
  $context: standInAuthContext(),
};

let owner: { id: string; name: string; email: string; organizationId: string };
let a: string;
let b: string;
let sessionId: string;
const cookie = () => `better-auth.session_token=x; sid=${sessionId}`;

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  a = owner.organizationId;
  b = (await addOwner(t.db, "Ibrahima Sow")).organizationId;
  await addMember(t.db, b, owner.id, "admin");
  sessionId = randomUUID();
  await t.db.insert(authSession).values({
    id: sessionId,
    token: randomUUID(),
    userId: owner.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}, 120_000);
afterAll(() => t.cleanup());

/** Another tab switched to B. */
const switchedToB = () => setActiveWorkspace(t.db, sessionId, b);
const activeOfSession = async () =>
  (await t.db.select().from(authSession).where(eq(authSession.id, sessionId)))[0]!
    .activeOrganizationId;

function signedIn(request: Request) {
  const headers = new Headers(request.headers);
  headers.set("Cookie", cookie());
  return withTenantContext(new Request(request, { headers }), { db: t.db, auth: auth as never });
}

describe("the workspace a form was rendered for", { timeout: 60_000 }, () => {
  it("is the viewer's workspace for a post, without changing the session's active one", async () => {
    await switchedToB();
    const viewer = await requireViewer(
      signedIn(post("/dashboard/helpdesk", { intent: "x", [WORKSPACE_FIELD]: a })),
    );
    expect(viewer.workspace).toMatchObject({ id: a, role: "owner" });
    expect(await activeOfSession()).toBe(b);
    // A form of the person's own (no field) and a page (GET) keep the active workspace.
    const own = await requireViewer(signedIn(post("/dashboard/parametres", { intent: "name" })));
    expect(own.workspace?.id).toBe(b);
    const page = await requireViewer(signedIn(new Request("http://localhost:3000/dashboard")));
    expect(page.workspace?.id).toBe(b);
  });

  it("is read once from a multipart body: the form's reader still gets every field", async () => {
    await switchedToB();
    const request = signedIn(
      postFiles(
        "/dashboard/helpdesk/1",
        { intent: "reply", [WORKSPACE_FIELD]: a, body: "Bonjour" },
        [{ name: "note.txt", content: new TextEncoder().encode("texte"), type: "text/plain" }],
      ),
    );
    expect((await requireViewer(request)).workspace?.id).toBe(a);
    const form = await readForm(request);
    expect(form.get("body")).toBe("Bonjour");
    expect(form.get("pieces")).toBeInstanceOf(File);
  });

  it("refuses in French (403) a form of a workspace the person no longer belongs to", async () => {
    const stranger = (await addOwner(t.db, "Mariama Bah")).organizationId;
    const request = signedIn(post("/dashboard/helpdesk", { [WORKSPACE_FIELD]: stranger }));
    await expect(requireViewer(request)).rejects.toMatchObject({
      status: 403,
      message: workspaceErrors.formWorkspaceGone,
    });
  });
});

describe("each kind of dashboard action acts on the form's workspace", { timeout: 60_000 }, () => {
  it("a reply typed on A's TCK-000001 lands on A's, not on B's, after a switch to B", async () => {
    const inA = await openTicket(t.db, a, "Imprimante", {
      email: "fatou@exemple.gn",
      name: "Fatou",
    });
    const inB = await openTicket(t.db, b, "Réseau", { email: "moussa@exemple.gn", name: "Moussa" });
    expect(inA.number).toBe(inB.number);
    await switchedToB();
    const reply = { intent: "reply", body: "C'est réparé.", [WORKSPACE_FIELD]: a };
    const result = answer(
      await ticketPageAction(
        signedIn(post(`/dashboard/helpdesk/${inA.number}`, reply)),
        String(inA.number),
      ),
    );
    expect(result.status).toBe(303);
    const [replyInA, inBAfter] = [
      await storedTicket(t.db, a, inA.number),
      await storedTicket(t.db, b, inB.number),
    ];
    expect(replyInA.entries.map((e) => e.body)).toContain("C'est réparé.");
    expect(inBAfter.entries.map((e) => e.body)).not.toContain("C'est réparé.");
    expect(await activeOfSession()).toBe(b);
  });

  it("a reply from a workspace left since is refused in French, nothing stored", async () => {
    const left = await addOwner(t.db, "Kadiatou Barry");
    const { number } = await openTicket(t.db, left.organizationId, "Écran", {
      email: "sekou@exemple.gn",
      name: "Sékou",
    });
    const reply = { intent: "reply", body: "Trop tard", [WORKSPACE_FIELD]: left.organizationId };
    const result = answer(
      await ticketPageAction(
        signedIn(post(`/dashboard/helpdesk/${number}`, reply)),
        String(number),
      ),
    );
    expect(result).toMatchObject({ status: 403, formError: workspaceErrors.formWorkspaceGone });
    const stored = await storedTicket(t.db, left.organizationId, number);
    expect(stored.entries.map((e) => e.body)).not.toContain("Trop tard");
  });

  it("an invitation as Administrateur sent from A's page goes into A after a switch to B", async () => {
    await switchedToB();
    const invite = {
      intent: "invite",
      email: "nouveau@exemple.gn",
      role: "admin",
      [WORKSPACE_FIELD]: a,
    };
    const result = answer(
      await membersAction(signedIn(post("/dashboard/user-management", invite)), "10.0.0.1"),
    );
    expect(result).toMatchObject({ status: 200, ok: true });
    expect(auth.handler).toHaveBeenCalledTimes(1);
    const sent = auth.handler.mock.calls[0]![0];
    expect(new URL(sent.url).pathname).toBe("/api/auth/organization/invite-member");
    expect(sent.headers.get(CLIENT_IP_HEADER)).toBe("10.0.0.1");
    expect(await sent.json()).toEqual(
      expect.objectContaining({ organizationId: a, role: "admin" }),
    );
  });
});
