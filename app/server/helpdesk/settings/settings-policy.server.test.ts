import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import { workspaceErrors } from "~/content/workspaces";
import { parseBusinessMinutes } from "~/contracts/helpdesk-settings-schemas";
import { helpdeskSettings, ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { parseCalendar } from "../tickets/business-calendar.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { policyOf } from "./helpdesk-settings.server";
import { addHoliday, saveCalendar, saveSlaTargets } from "./policy-commands.server";
import { helpdeskSettingsAction } from "./settings-page.server";
import { answerOf, settingsPost as settingsPostOf } from "./settings-test-kit.server";
import { DEFAULT_SLA_TARGETS } from "../tickets/sla.server";
import { createTicket } from "../tickets/ticket-create.server";
import type { HelpdeskActor, HelpdeskContext } from "../tickets/ticket-core.server";
import { slaLabelOf } from "../tickets/ticket-sla.server";
import { changeStatus } from "../tickets/ticket-update.server";

// The policy forms (SLA targets, calendar, holidays, auto-close, inbound secret) through the
// action, and the recomputation of open tickets' due dates with fixed clocks: the time accrued
// before a change is counted with the old calendar, paused time is kept.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, settingsPost } = tenantRequests(() => t.db, { settingsPost: settingsPostOf });

const e = helpdeskSettingsTexts.errors;
const post = async (fields: Record<string, string | string[]>) =>
  answerOf(await helpdeskSettingsAction(settingsPost(fields)));
const at = (iso: string) => new Date(iso);
const H = 3_600_000;

type Person = Awaited<ReturnType<typeof addOwner>>;
let owner: Person;
let technician: { id: string; name: string; email: string };
let a: string;
const actor: HelpdeskActor = { id: null, name: "Admin", type: "member" };
const requester: HelpdeskActor = { id: null, name: "Demandeur", type: "requester" };

const settingsOf = async (org: string) =>
  (await inTenant(t.db, org, (tx) => tx.select().from(helpdeskSettings)))[0];
const run = <T>(org: string, now: Date, fn: (ctx: HelpdeskContext) => Promise<T>, who = actor) =>
  inTenant(t.db, org, async (tx) => fn(await helpdeskContext(tx, who, now)));
const open = (org: string, now: Date, subject = "Panne") =>
  run(
    org,
    now,
    (ctx) =>
      createTicket(ctx, {
        subject,
        description: "Rien ne marche.",
        requester: { email: "demandeur@exemple.gn", name: "Demandeur" },
        source: "portal",
      }),
    requester,
  );
const ticketOf = async (org: string, number: number) =>
  (
    await inTenant(t.db, org, (tx) => tx.select().from(ticket).where(eq(ticket.number, number)))
  )[0]!;
const targetsForm = (values: Record<string, string>) => ({
  intent: "sla-save",
  first_low: "8",
  resolution_low: "40",
  first_normal: "4",
  resolution_normal: "24",
  first_high: "2",
  resolution_high: "8",
  first_urgent: "1",
  resolution_urgent: "4",
  ...values,
});

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  a = owner.organizationId;
  technician = await addUser(t.db, "Ibrahima Sow");
  await addMember(t.db, a, technician.id, "technician");
}, 120_000);
afterAll(() => t.cleanup());
beforeEach(async () => as(await viewerOf(t.db, owner, a)));

describe("durations as people type them", () => {
  it.each([
    ["4", 240],
    ["4,5", 270],
    ["4.5 h", 270],
    ["4 h 30", 270],
    ["4\u00a0h\u00a030", 270],
    ["4h05", 245],
    ["90 min", 90],
    ["2 heures", 120],
    ["0,25", 15],
  ])("%s → %i minutes", (raw, minutes) => expect(parseBusinessMinutes(raw)).toBe(minutes));

  it.each(["", "quatre", "4 h 75", "-2", "4:30", "1e3"])("%s is not a duration", (raw) =>
    expect(parseBusinessMinutes(raw)).toBeNull(),
  );
});

describe("SLA targets", { timeout: 30_000 }, () => {
  it("creates the settings row on first save, stores minutes, and policyOf uses them", async () => {
    expect(await settingsOf(a)).toBeUndefined();
    expect(
      await post(
        targetsForm({ first_urgent: "0,5", resolution_urgent: "2 h 30", first_low: "90 min" }),
      ),
    ).toMatchObject({ ok: true, notice: helpdeskSettingsTexts.notices.slaSaved(0) });
    expect((await settingsOf(a))!.slaTargets).toMatchObject({
      urgent: { firstResponseMinutes: 30, resolutionMinutes: 150 },
      low: { firstResponseMinutes: 90, resolutionMinutes: 2400 },
    });
    const policy = await inTenant(t.db, a, (tx) => policyOf(tx));
    expect(policy.targets.urgent).toEqual({ firstResponseMinutes: 30, resolutionMinutes: 150 });
    expect(policy.targets.normal).toEqual(DEFAULT_SLA_TARGETS.normal);
    const entry = (await inTenant(t.db, a, (tx) => tx.select().from(auditLog))).find(
      (x) => x.action === "helpdesk.settings_changed",
    );
    expect(entry).toMatchObject({
      target: "Délais (SLA)",
      details: { Urgente: "1\u00a0h / 4\u00a0h → 30\u00a0min / 2\u00a0h\u00a030" },
    });
  });

  it("refuses unreadable, empty, out-of-range and inverted targets, nothing changed", async () => {
    const before = (await settingsOf(a))!.slaTargets;
    expect(
      await post(
        targetsForm({
          first_low: "beaucoup",
          resolution_low: "",
          first_normal: "0",
          resolution_high: "9000",
          first_urgent: "5",
        }),
      ),
    ).toMatchObject({
      status: 400,
      fieldErrors: {
        first_low: e.durationInvalid,
        resolution_low: e.durationRequired,
        first_normal: e.durationRange,
        resolution_high: e.durationRange,
      },
      values: { first_low: "beaucoup" },
    });
    expect(await post(targetsForm({ first_urgent: "5" }))).toMatchObject({
      status: 400,
      fieldErrors: { first_urgent: e.firstAfterResolution },
    });
    expect((await settingsOf(a))!.slaTargets).toEqual(before);
  });

  it("recomputes the open tickets' due dates, keeping the time paused", async () => {
    const org = (await addOwner(t.db, "Sékou Condé")).organizationId;
    // Monday 2026-11-23, Conakry = UTC. Ticket 1 runs from 09:00; ticket 2 is paused at 10:00
    // after one business hour; ticket 3 is resolved (left alone).
    const running = await open(org, at("2026-11-23T09:00:00Z"));
    const paused = await open(org, at("2026-11-23T09:00:00Z"));
    const done = await open(org, at("2026-11-23T09:00:00Z"));
    await run(org, at("2026-11-23T10:00:00Z"), (ctx) =>
      changeStatus(ctx, paused.number, undefined, { to: "pending", pendingReason: "client" }),
    );
    await run(org, at("2026-11-23T10:00:00Z"), (ctx) =>
      changeStatus(ctx, done.number, undefined, { to: "resolved" }),
    );
    const doneBefore = await ticketOf(org, done.number);
    const targets = {
      ...DEFAULT_SLA_TARGETS,
      normal: { firstResponseMinutes: 120, resolutionMinutes: 600 },
    };
    const notice = await run(org, at("2026-11-23T12:00:00Z"), (ctx) =>
      saveSlaTargets(ctx, targets),
    );
    expect(notice).toBe(helpdeskSettingsTexts.notices.slaSaved(2));
    // Running since 09:00: the 2 h first response was due at 11:00 (breached); the 10 h
    // resolution falls on Tuesday 10:00 (09:00–17:00 on Monday, then 08:00–10:00).
    expect(await ticketOf(org, running.number)).toMatchObject({
      slaElapsedMs: 0,
      slaRunningSince: at("2026-11-23T09:00:00Z"),
      firstResponseDueAt: at("2026-11-23T11:00:00Z"),
      resolutionDueAt: at("2026-11-24T10:00:00Z"),
      version: 1,
    });
    expect(slaLabelOf(await ticketOf(org, running.number), at("2026-11-23T12:00:00Z"))).toBe(
      "breached",
    );
    // Paused: the hour it had is kept, no due date while paused.
    expect(await ticketOf(org, paused.number)).toMatchObject({
      slaElapsedMs: H,
      slaRunningSince: null,
      resolutionDueAt: null,
      slaBreached: false,
    });
    expect(await ticketOf(org, done.number)).toEqual(doneBefore);
    // Resumed on Tuesday 08:00: 9 h of resolution left → Tuesday 17:00.
    await run(org, at("2026-11-24T08:00:00Z"), (ctx) =>
      changeStatus(ctx, paused.number, undefined, { to: "in_progress" }),
    );
    expect((await ticketOf(org, paused.number)).resolutionDueAt).toEqual(
      at("2026-11-24T17:00:00Z"),
    );
  });

  it("counts the time before a calendar change with the old hours", async () => {
    const org = (await addOwner(t.db, "Mariama Sylla")).organizationId;
    const { number } = await open(org, at("2026-11-23T09:00:00Z"));
    // At noon, 3 h accrued (08:00–17:00). Opening at 10:00 from now on must not turn that into 2 h.
    await run(org, at("2026-11-23T12:00:00Z"), (ctx) =>
      saveCalendar(ctx, {
        timeZone: "Africa/Conakry",
        workDays: [1, 2, 3, 4, 5],
        start: "10:00",
        end: "17:00",
      }),
    );
    expect(await ticketOf(org, number)).toMatchObject({
      slaElapsedMs: 3 * H,
      firstResponseDueAt: at("2026-11-23T13:00:00Z"),
    });
    // A holiday on Tuesday moves the resolution (24 h) by a whole working day.
    const before = (await ticketOf(org, number)).resolutionDueAt!;
    await run(org, at("2026-11-23T12:00:00Z"), (ctx) =>
      addHoliday(ctx, { date: "2026-11-24", label: "" }),
    );
    expect((await ticketOf(org, number)).resolutionDueAt!.getTime() - before.getTime()).toBe(
      24 * H,
    );
  });
});

describe("calendar and holidays", { timeout: 30_000 }, () => {
  const calendar = (fields: Record<string, string | string[]>) => ({
    intent: "calendar-save",
    timeZone: "Africa/Dakar",
    workDays: ["1", "2", "3", "4", "5", "6"],
    start: "07:30",
    end: "16:00",
    ...fields,
  });

  it("saves the zone, the working days and hours, keeping the holidays", async () => {
    expect(await post({ intent: "holiday-add", date: "2026-12-25", label: "Noël" })).toMatchObject({
      ok: true,
      notice: helpdeskSettingsTexts.notices.holidayAdded("vendredi 25 décembre 2026 (Noël)"),
    });
    // Typed as people write it, stored as HH:MM.
    expect(await post(calendar({ start: "7\u00a0h\u00a030" }))).toMatchObject({ ok: true });
    const stored = (await settingsOf(a))!.calendar;
    expect(parseCalendar(stored)).toEqual({
      timeZone: "Africa/Dakar",
      workDays: [1, 2, 3, 4, 5, 6],
      start: "07:30",
      end: "16:00",
      holidays: ["2026-12-25"],
    });
    expect(stored).toMatchObject({ holidayNames: { "2026-12-25": "Noël" } });
  });

  it("refuses a calendar without working time, in French", async () => {
    const before = (await settingsOf(a))!.calendar;
    expect(await post(calendar({ workDays: [] }))).toMatchObject({
      status: 400,
      fieldErrors: { workDays: e.workDaysRequired },
    });
    expect(await post(calendar({ start: "17:00", end: "08:00" }))).toMatchObject({
      fieldErrors: { end: e.endBeforeStart },
    });
    expect(await post(calendar({ start: "25:00", timeZone: "Mars/Olympus" }))).toMatchObject({
      fieldErrors: { start: e.timeInvalid, timeZone: e.timeZoneInvalid },
    });
    expect(await post(calendar({ workDays: ["8"] }))).toMatchObject({ status: 400 });
    expect((await settingsOf(a))!.calendar).toEqual(before);
  });

  it("adds and removes holidays: one per day, valid dates only", async () => {
    expect(await post({ intent: "holiday-add", date: "2026-12-25", label: "" })).toMatchObject({
      status: 409,
      fieldErrors: { date: e.holidayExists("vendredi 25 décembre 2026") },
    });
    for (const date of ["2026-02-30", "25/12/2026", ""]) {
      expect(await post({ intent: "holiday-add", date, label: "" })).toMatchObject({
        status: 400,
        fieldErrors: { date: e.dateInvalid },
      });
    }
    expect(
      await post({ intent: "holiday-add", date: "2027-04-27", label: "x".repeat(81) }),
    ).toMatchObject({
      fieldErrors: { label: e.labelTooLong },
    });
    expect(
      await post({ intent: "holiday-add", date: "2026-10-02", label: "Fête de l'indépendance" }),
    ).toMatchObject({ ok: true });
    expect(await post({ intent: "holiday-remove", date: "2026-12-25" })).toMatchObject({
      ok: true,
    });
    expect(await post({ intent: "holiday-remove", date: "2026-12-25" })).toMatchObject({
      status: 404,
      formError: e.holidayNotFound,
    });
    const stored = (await settingsOf(a))!.calendar;
    expect(parseCalendar(stored)?.holidays).toEqual(["2026-10-02"]);
    expect(stored).toMatchObject({ holidayNames: { "2026-10-02": "Fête de l'indépendance" } });
    expect(Object.keys((stored as { holidayNames: object }).holidayNames)).toEqual(["2026-10-02"]);
  });
});

describe("auto-close and inbound e-mail", { timeout: 30_000 }, () => {
  it("stores a delay of 1 to 90 whole days", async () => {
    for (const days of ["0", "91", "7,5", "", "sept"]) {
      expect(await post({ intent: "auto-close-save", days })).toMatchObject({
        status: 400,
        fieldErrors: { days: e.autoCloseInvalid },
      });
    }
    expect(await post({ intent: "auto-close-save", days: " 14 " })).toMatchObject({ ok: true });
    expect((await settingsOf(a))!.autoCloseDays).toBe(14);
    expect((await inTenant(t.db, a, (tx) => policyOf(tx))).autoCloseDays).toBe(14);
  });

  it("generates a secret shown once, stores only its SHA-256, and disables", async () => {
    const result = (await post({ intent: "inbound-generate" })) as { secret?: string };
    expect(result).toMatchObject({ ok: true, secret: expect.stringMatching(/^[\w-]{43}$/) });
    const hash = createHash("sha256").update(result.secret!).digest("hex");
    expect((await settingsOf(a))!.inboundSecretHash).toBe(hash);
    const again = (await post({ intent: "inbound-generate" })) as { secret?: string };
    expect(again.secret).not.toBe(result.secret);
    const journal = JSON.stringify(await inTenant(t.db, a, (tx) => tx.select().from(auditLog)));
    expect(journal).not.toContain(result.secret!);
    expect(journal).toContain("helpdesk.inbound_secret_generated");
    expect(await post({ intent: "inbound-disable" })).toMatchObject({ ok: true });
    expect((await settingsOf(a))!.inboundSecretHash).toBeNull();
  });

  it("refuses a technician (403), nothing changed", async () => {
    as(await viewerOf(t.db, technician, a));
    for (const fields of [
      { intent: "inbound-generate" } as Record<string, string>,
      { intent: "auto-close-save", days: "3" },
    ]) {
      expect(await post(fields)).toMatchObject({
        status: 403,
        formError: workspaceErrors.forbidden,
      });
    }
    expect(await settingsOf(a)).toMatchObject({ inboundSecretHash: null, autoCloseDays: 14 });
  });
});
