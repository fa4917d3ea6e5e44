import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskErrors, ticketTaskTexts } from "~/content/project-management-tasks";
import { openTestDb } from "~/server/db/test-db.server";
import { openTicket, viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { ticketPanels } from "~/server/module-contributions.server";
import { answer, get, post, type Person } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { projectForViewer } from "../project-access.server";
import { taskAttachment } from "../schema.server";
import { createTask } from "../task-commands.server";
import { downloadTaskFile } from "./task-file-download.server";
import { taskAction, taskLoader } from "./task-page.server";
import { taskFromTicketAction } from "./task-ticket-panel.server";
import { asPerson, projectWithTasks, taskValues } from "./task-test-kit.server";

// 'Tâches liées' on the ticket page and a task's files (both engines): a technician creates a
// task from a ticket in a project they may write to, the panel lists the tasks they see; files
// pass the platform's checks (sniffed type, size, count) and come back as a nosniff download.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get: getAs, post: postAs, serve } = tenantRequests(() => t.db, { get, post });
let owner: Awaited<ReturnType<typeof addOwner>>;
let tech: Person;
let member: Person;
let org: string;

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  tech = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Kadiatou Bah");
  org = owner.organizationId;
  await addMember(t.db, org, tech.id, "technician");
  await addMember(t.db, org, member.id, "member");
}, 120_000);
afterAll(() => t.cleanup());

const panelsFor = (
  who: Person,
  role: "technician" | "member",
  ticket: { id: string; number: number },
) =>
  inTenant(t.db, org, (tx) =>
    ticketPanels({
      tx,
      role,
      viewerId: who.id,
      ticketId: ticket.id,
      ticketNumber: ticket.number,
      returnTo: `/dashboard/helpdesk/${ticket.number}`,
    }),
  ).then((panels) => panels.find((p) => p.title === ticketTaskTexts.title));

describe("tasks from a ticket", { timeout: 30_000 }, () => {
  it("creates a task from the ticket and lists the visible ones", async () => {
    const p = await projectWithTasks(t.db, owner, org, []);
    const hidden = await projectWithTasks(t.db, owner, org, [], { visibility: "members" });
    const ticket = await openTicket(t.db, org, "Imprimante en panne");
    const panel = await panelsFor(tech, "technician", ticket);
    expect(panel?.links).toEqual([]);
    expect(panel?.form?.input?.value).toBe(`Imprimante en panne (ticket n°\u00a0${ticket.number})`);
    expect(panel?.form?.select.options.map((o) => o.value)).toEqual([p.id]);
    as(await viewerIn(t.db, tech, org));
    const created = (await taskFromTicketAction(
      postAs("/dashboard/project-management/depuis-ticket", {
        ticket: String(ticket.number),
        projet: p.id,
        titre: panel!.form!.input!.value,
        retour: `/dashboard/helpdesk/${ticket.number}`,
      }),
    )) as Response;
    expect(created.status).toBe(303);
    const taskId = created.headers.get("Location")!.split("/").at(-1)!.split("?")[0]!;
    const page = (await taskLoader(getAs("/x"), p.id, taskId)) as unknown as {
      data: { view: { ticket: { number: number; href: string } } };
    };
    expect(page.data.view.ticket).toEqual({
      number: ticket.number,
      href: `/dashboard/helpdesk/${ticket.number}`,
    });
    // The owner's task in a members-only project is not listed to the technician.
    await asPerson(t.db, owner, org, "owner", async (ctx) =>
      createTask(
        ctx,
        await projectForViewer(ctx, hidden.id),
        taskValues("Secret", { ticketId: ticket.id }),
      ),
    );
    const after = await panelsFor(tech, "technician", ticket);
    expect(after?.links.map((l) => l.label)).toEqual([
      `${p.code}-1 · Imprimante en panne (ticket n°\u00a0${ticket.number})`,
    ]);
    const reader = await panelsFor(member, "member", ticket);
    expect(reader?.form).toBeUndefined();
    expect(reader?.links).toHaveLength(1);
  });

  it("refuses a project the viewer may not write to, and a Membre", async () => {
    const hidden = await projectWithTasks(t.db, owner, org, [], { visibility: "members" });
    const ticket = await openTicket(t.db, org, "Écran noir");
    const fields = {
      ticket: String(ticket.number),
      projet: hidden.id,
      titre: "X",
      retour: `/dashboard/helpdesk/${ticket.number}`,
    };
    as(await viewerIn(t.db, tech, org));
    const refused = answer(await taskFromTicketAction(postAs("/x", fields)));
    expect(refused).toMatchObject({ status: 404 });
    as(await viewerIn(t.db, member, org));
    expect(answer(await taskFromTicketAction(postAs("/x", fields))).status).toBe(403);
  });
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

function attach(projectId: string, taskId: string, files: [string, Buffer][]) {
  const form = new FormData();
  form.append("intent", "attach");
  for (const [name, bytes] of files) form.append("pieces", new File([new Uint8Array(bytes)], name));
  return taskAction(
    serve(
      new Request(
        `http://localhost:3000/dashboard/project-management/${projectId}/taches/${taskId}`,
        { method: "POST", body: form },
      ),
    ),
    projectId,
    taskId,
  );
}

describe("a task's files", { timeout: 30_000 }, () => {
  it("stores a sniffed file and serves it as a nosniff download", async () => {
    const p = await projectWithTasks(t.db, owner, org, ["Plan du réseau"]);
    const taskId = p.tasks[0]!;
    as(await viewerIn(t.db, tech, org));
    const stored = (await attach(p.id, taskId, [["plan.png", PNG]])) as Response;
    expect(stored.headers.get("Location")).toContain("#fichiers");
    const [file] = await inTenant(t.db, org, (tx) =>
      tx.select().from(taskAttachment).where(eq(taskAttachment.taskId, taskId)),
    );
    expect(file?.contentType).toBe("image/png");
    as(await viewerIn(t.db, member, org));
    const download = await downloadTaskFile(getAs("/x"), p.id, taskId, file!.id);
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(download.headers.get("Content-Disposition")).toContain(
      'attachment; filename="plan.png"',
    );
    const other = await projectWithTasks(t.db, owner, org, ["Autre"]);
    await expect(
      downloadTaskFile(getAs("/x"), other.id, other.tasks[0], file!.id),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a program, too many files and no file, in French", async () => {
    const p = await projectWithTasks(t.db, owner, org, ["Fichiers"]);
    const taskId = p.tasks[0]!;
    as(await viewerIn(t.db, tech, org));
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
    expect(answer(await attach(p.id, taskId, [["setup.pdf", exe]]))).toMatchObject({
      status: 415,
      formError: taskErrors.fileType,
    });
    const four = Array.from({ length: 4 }, (_, i): [string, Buffer] => [`${i}.png`, PNG]);
    expect(answer(await attach(p.id, taskId, four))).toMatchObject({
      status: 413,
      formError: taskErrors.fileTooLarge,
    });
    const big: [string, Buffer] = ["gros.txt", Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)];
    expect(answer(await attach(p.id, taskId, [big])).status).toBe(413);
    expect(answer(await attach(p.id, taskId, []))).toMatchObject({
      status: 400,
      formError: taskErrors.filesMissing,
    });
    expect(
      await inTenant(t.db, org, (tx) =>
        tx.select().from(taskAttachment).where(eq(taskAttachment.taskId, taskId)),
      ),
    ).toEqual([]);
  });
});
