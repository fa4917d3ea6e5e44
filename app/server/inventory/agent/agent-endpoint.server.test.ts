import { deflateSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import type { Db } from "~/server/db/client.server";
import {
  asset,
  assetEvent,
  assetType,
  installedSoftware,
  inventorySettings,
} from "~/server/db/inventory-schema.server";
import { rateLimit } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { endTrial } from "~/server/workspaces/workspace-test-data.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { agentAction } from "./agent-endpoint.server";
import {
  agentRequest,
  encodeBody,
  inventoryDocument,
  submit,
  tokenFor,
} from "./agent-test-kit.server";
import { revokeAgentToken } from "./agent-token.server";
import { addAsset, runInventory } from "../inventory-test-kit.server";

// The agent endpoint against a real database with inventory documents written here: the token
// (created, regenerated, revoked), GLPI Agent's bodies (zlib, gzip, plain), creation then update of
// one asset by serial or hardware UUID, installed software replaced, refusals that write nothing,
// two workspaces that never touch each other's assets, and parallel submissions of one machine.
// What a resubmission writes: nothing but the time it was seen when nothing changed, only the
// difference of the installed software otherwise.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let a: string;
let b: string;
let owner: TestPerson;
let other: TestPerson;
let token: string;

const assetsOf = (org: string) => inTenant(db, org, (tx) => tx.select().from(asset));
const bySerial = async (org: string, serial: string) =>
  (await assetsOf(org)).filter((row) => row.serial === serial);
const softwareOf = (org: string, id: string) =>
  inTenant(db, org, (tx) =>
    tx.select().from(installedSoftware).where(eq(installedSoftware.assetId, id)),
  );
const eventsOf = (org: string, id: string) =>
  inTenant(db, org, (tx) =>
    tx.select().from(assetEvent).where(eq(assetEvent.assetId, id)).orderBy(assetEvent.seq),
  );
const softwareIds = async (org: string, id: string) =>
  new Map((await softwareOf(org, id)).map((s) => [`${s.name} ${s.version}`, s.id]));
/** The statements `fn` sends through `db` (Drizzle's logger, set on its session meanwhile). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  type Logged = { logQuery(query: string, params: unknown[]): void };
  const session = db._.session as unknown as { logger: Logged; options: { logger?: Logged } };
  const sent: string[] = [];
  const logger: Logged = { logQuery: (query) => sent.push(query.trim()) };
  const before = { logger: session.logger, options: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await fn();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.options;
  }
  return sent;
}
const programs = (names: string[], version = "1.0") =>
  names.map((name) => ({ name, publisher: "Éditeur", version }));
const journalOf = (org: string, action: string) =>
  inTenant(db, org, (tx) => tx.select().from(auditLog).where(eq(auditLog.action, action)));

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  owner = await testPerson(db, "Aïssatou Diallo");
  other = await testPerson(db, "Mamadou Barry");
  a = await createFirstWorkspace(db, owner, "premium");
  b = await createFirstWorkspace(db, other, "standard");
  token = await tokenFor(db, a, owner);
}, 120_000);
afterAll(() => t.cleanup());

describe("the agent token", () => {
  it("is stored as its SHA-256 with a hint, journaled, and shown only once", async () => {
    const [settings] = await inTenant(db, a, (tx) => tx.select().from(inventorySettings));
    expect(settings!.agentTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(settings!.agentTokenHash).not.toContain(token.split(".")[1]);
    expect(settings!.agentTokenHint).toBe(token.slice(-4));
    expect(token.startsWith(`${a}.`)).toBe(true);
    expect(await journalOf(a, "inventory.agent_token_created")).toHaveLength(1);
  });

  it("answers 401 with a French message and a Basic challenge without or with a wrong token", async () => {
    const none = await submit(db, null, { serial: "SN-NONE" });
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toMatch(/^Basic realm=/);
    expect(await none.json()).toEqual({ status: "error", message: agentErrors.unauthorized });
    const wrong = await submit(db, `${a}.pas-le-bon-jeton`, { serial: "SN-NONE" });
    expect(wrong.status).toBe(401);
    const garbage = await submit(db, "n'importe quoi", { serial: "SN-NONE" });
    expect(garbage.status).toBe(401);
    expect(await bySerial(a, "SN-NONE")).toHaveLength(0);
  });

  it("refuses a wrong token of a real workspace before reading a byte of the body (decision 0074)", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>(
      { pull: (controller) => void (pulls++, controller.enqueue(new Uint8Array(1024))) },
      { highWaterMark: 0 },
    );
    const request = new Request("http://127.0.0.1/api/inventory/agent", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${a}.pas-le-bon-jeton`,
        "Content-Type": "application/x-compress-zlib",
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect((await agentAction(request, db)).status).toBe(401);
    expect(pulls).toBe(0);
  });

  it("accepts a Bearer token too, and answers the protocol's first contact", async () => {
    const response = await agentAction(
      new Request("http://127.0.0.1/api/inventory/agent", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ action: "contact", deviceid: "pc-1", name: "GLPI-Agent_v1.11" }),
      }),
      db,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", expiration: 24 });
  });

  it("stops working once regenerated, and after a revocation (401, nothing written)", async () => {
    const old = await tokenFor(db, b, other);
    const renewed = await tokenFor(db, b, other);
    expect((await submit(db, old, { serial: "SN-B-OLD" })).status).toBe(401);
    expect((await submit(db, renewed, { serial: "SN-B-NEW" })).status).toBe(201);
    await runInventory(db, b, other, (ctx) => revokeAgentToken(ctx));
    expect((await submit(db, renewed, { serial: "SN-B-AFTER" })).status).toBe(401);
    expect((await assetsOf(b)).map((row) => row.serial)).toEqual(["SN-B-NEW"]);
    expect(await journalOf(b, "inventory.agent_token_revoked")).toHaveLength(1);
    const [settings] = await inTenant(db, b, (tx) => tx.select().from(inventorySettings));
    expect(settings!.agentTokenHash).toBeNull();
  });
});

describe("inventories", () => {
  it("creates the asset, then updates the same one by serial (one journal entry)", async () => {
    const first = await submit(db, token, { serial: "5CD1234XYZ", name: "PC-COMPTA-01" });
    expect(first.status).toBe(201);
    const [created] = await bySerial(a, "5CD1234XYZ");
    expect(created).toMatchObject({
      name: "PC-COMPTA-01",
      manufacturer: "Dell Inc.",
      model: "Latitude 5440",
      source: "agent",
      status: "in_service",
    });
    expect(created!.lastInventoryAt).not.toBeNull();
    const [type] = await inTenant(db, a, (tx) =>
      tx.select().from(assetType).where(eq(assetType.id, created!.typeId)),
    );
    expect(type!.key).toBe("laptop");

    const second = await submit(db, token, { serial: "5CD1234XYZ", name: "PC-COMPTA-02" });
    expect(second.status).toBe(200);
    const rows = await bySerial(a, "5CD1234XYZ");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("PC-COMPTA-02");
    expect(rows[0]!.version).toBe(created!.version + 1);
    const events = await inTenant(db, a, (tx) =>
      tx
        .select()
        .from(assetEvent)
        .where(eq(assetEvent.assetId, created!.id))
        .orderBy(assetEvent.seq),
    );
    expect(events.map((e) => e.kind)).toEqual(["agent", "agent"]);
    expect(events[0]).toMatchObject({
      actorId: null,
      actorName: "Découverte via agent (PC-COMPTA-01-2026-11-24-09-00-00)",
      note: null,
    });
    expect(events[0]!.changes).toEqual([
      { field: "Numéro d'inventaire", from: null, to: created!.tag },
      { field: "Nom", from: null, to: "PC-COMPTA-01" },
      { field: "Type", from: null, to: "Portable" },
      { field: "Fabricant", from: null, to: "Dell Inc." },
      { field: "Modèle", from: null, to: "Latitude 5440" },
      { field: "Numéro de série", from: null, to: "5CD1234XYZ" },
      { field: "Statut", from: null, to: "En service" },
      { field: "Système d'exploitation", from: null, to: "Windows 11 Professionnel 23H2" },
    ]);
    expect(events[1]!.changes).toEqual([
      { field: "Nom", from: "PC-COMPTA-01", to: "PC-COMPTA-02" },
    ]);
    const journal = await journalOf(a, "asset.agent_inventory");
    expect(journal.filter((j) => j.target?.includes("PC-COMPTA"))).toHaveLength(1);
  });

  it("matches by hardware UUID when there is no serial (placeholders ignored)", async () => {
    const uuid = "4C4C4544-0042-3510-8052-B4C04F4A4C32";
    const machine = {
      serial: "To Be Filled By O.E.M.",
      uuid,
      name: "SRV-FICHIERS",
      chassis: "Rack Mount Chassis",
    };
    expect((await submit(db, token, machine)).status).toBe(201);
    expect((await submit(db, token, { ...machine, name: "SRV-FICHIERS-2" })).status).toBe(200);
    const rows = (await assetsOf(a)).filter((row) => row.hardwareUuid === uuid.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ serial: null, name: "SRV-FICHIERS-2" });
  });

  it("replaces the installed software at each inventory", async () => {
    await submit(db, token, { serial: "SN-SOFT" });
    const [row] = await bySerial(a, "SN-SOFT");
    expect((await softwareOf(a, row!.id)).map((s) => s.matchName).sort()).toEqual([
      "microsoft office professionnel plus 2021",
      "mozilla firefox",
    ]);
    await submit(db, token, {
      serial: "SN-SOFT",
      softwares: [{ name: "LibreOffice", publisher: "The Document Foundation", version: "24.8" }],
    });
    const after = await softwareOf(a, row!.id);
    expect(after.map((s) => [s.name, s.publisher, s.version])).toEqual([
      ["LibreOffice", "The Document Foundation", "24.8"],
    ]);
  });

  it.each(["json", "zlib", "gzip"] as const)("reads a %s body", async (encoding) => {
    const response = await submit(db, token, { serial: `SN-${encoding}` }, encoding);
    expect(response.status).toBe(201);
    expect(await bySerial(a, `SN-${encoding}`)).toHaveLength(1);
  });

  it("never lets a token touch another workspace's assets", async () => {
    const tokenB = await tokenFor(db, b, other);
    expect((await submit(db, tokenB, { serial: "5CD1234XYZ", name: "Intrus" })).status).toBe(201);
    const [inA] = await bySerial(a, "5CD1234XYZ");
    expect(inA!.name).toBe("PC-COMPTA-02");
    const [inB] = await bySerial(b, "5CD1234XYZ");
    expect(inB!.name).toBe("Intrus");
    expect(inB!.id).not.toBe(inA!.id);
  });

  it("makes one asset of parallel submissions of one machine", async () => {
    const machine = { serial: "SN-PARALLELE", uuid: "11111111-2222-3333-4444-555555555555" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(db, token, machine)));
    expect(answers.map((r) => r.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await bySerial(a, "SN-PARALLELE")).toHaveLength(1);
  });
});

describe("the tag of an asset the agent creates", () => {
  it("takes the next free tag in its own statement: past a tag typed by hand, past 99,999", async () => {
    const person = await testPerson(db, "Kadiatou Bah");
    const c = await createFirstWorkspace(db, person, "premium");
    const tokenC = await tokenFor(db, c, person);
    await addAsset(db, c, person, { name: "Saisi à la main", tag: "ACT-99999" });
    await inTenant(db, c, (tx) => tx.update(inventorySettings).set({ lastTag: 99_998 }));
    expect((await submit(db, tokenC, { serial: "SN-CENT-MILLE", name: "PC-100K" })).status).toBe(
      201,
    );
    const [created] = await bySerial(c, "SN-CENT-MILLE");
    expect(created!.tag).toBe("ACT-100000");
    const [settings] = await inTenant(db, c, (tx) => tx.select().from(inventorySettings));
    expect(settings!.lastTag).toBe(100_000);
    // Its history, the journal and the search name the tag it took.
    const [event] = await eventsOf(c, created!.id);
    expect(event!.changes[0]).toEqual({
      field: "Numéro d'inventaire",
      from: null,
      to: "ACT-100000",
    });
    const [entry] = await journalOf(c, "asset.agent_inventory");
    expect(entry!.target).toBe("ACT-100000 · PC-100K");
    const found = await inTenant(db, c, (tx) =>
      tx
        .select({ id: asset.id })
        .from(asset)
        .where(sql`${asset.search} @@ to_tsquery('simple', 'act-100000:* & pc:*')`),
    );
    expect(found.map((row) => row.id)).toEqual([created!.id]);
  });

  it("makes one asset of one new machine submitted several times at once", async () => {
    // The machine's lock is taken as the transaction enters the workspace (decision 0120).
    const person = await testPerson(db, "Aminata Diallo");
    const d = await createFirstWorkspace(db, person, "premium");
    const tokenD = await tokenFor(db, d, person);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => submit(db, tokenD, { serial: "SN-MEME" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await assetsOf(d)).map((row) => row.serial)).toEqual(["SN-MEME"]);
  });

  it("gives machines created at once tags that follow each other", async () => {
    const person = await testPerson(db, "Ibrahima Sow");
    const c = await createFirstWorkspace(db, person, "premium");
    const tokenC = await tokenFor(db, c, person);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(db, tokenC, { serial: `SN-LOT-${i}` })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const tags = (await assetsOf(c)).map((row) => row.tag).sort();
    expect(tags).toEqual([
      "ACT-00001",
      "ACT-00002",
      "ACT-00003",
      "ACT-00004",
      "ACT-00005",
      "ACT-00006",
    ]);
  });
});

describe("what a resubmission writes", () => {
  const machine = { serial: "SN-DIFF", name: "PC-DIFF" };

  it("writes only the time it was seen when nothing changed: no history event, software kept", async () => {
    const softwares = programs(["7-Zip", "Mozilla Firefox", "VLC"]);
    expect((await submit(db, token, { ...machine, softwares })).status).toBe(201);
    const [before] = await bySerial(a, "SN-DIFF");
    const idsBefore = await softwareIds(a, before!.id);
    expect(before!.softwareHash).toMatch(/^[0-9a-f]{64}$/);

    const again = await agentAction(
      agentRequest(token, encodeBody(inventoryDocument({ ...machine, softwares }))),
      db,
      new Date(before!.lastInventoryAt!.getTime() + 60_000),
    );
    expect(again.status).toBe(200);
    const [after] = await bySerial(a, "SN-DIFF");
    expect(after!.version).toBe(before!.version);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(after!.lastInventoryAt!.getTime()).toBe(before!.lastInventoryAt!.getTime() + 60_000);
    expect((await eventsOf(a, before!.id)).map((e) => e.kind)).toEqual(["agent"]);
    expect(await softwareIds(a, before!.id)).toEqual(idsBefore);
  });

  it("applies only the difference of the software: kept, updated in place, deleted, added", async () => {
    const [row] = await bySerial(a, "SN-DIFF");
    const before = await softwareIds(a, row!.id);
    const softwares = [
      ...programs(["7-Zip"]), // kept
      { name: "Mozilla Firefox", publisher: "Mozilla", version: "133.0" }, // new version
      ...programs(["LibreOffice"]), // added; VLC is gone
    ];
    const sent = await statementsOf(async () => {
      expect((await submit(db, token, { ...machine, softwares })).status).toBe(200);
    });
    // The stored list came with the asset (its hash differed); each kind of change is one
    // statement (the usage triggers read the table after each), the asset's time seen and hash
    // written with the last.
    const software = sent.filter((query) => query.includes('"installed_software"'));
    expect(software).toHaveLength(4);
    expect(software[0]).toMatch(/^select .* from "inventory_settings"/s);
    expect(software[1]).toMatch(/^delete from "installed_software"/);
    expect(software[2]).toMatch(/^update "installed_software"/);
    expect(software[3]).toMatch(
      /^with asset_written as \(update "asset".*\)\s+insert into "installed_software"/s,
    );
    expect(sent.filter((query) => /^\s*update "asset"/.test(query))).toEqual([]);
    const [seen] = await bySerial(a, "SN-DIFF");
    expect(seen!.softwareHash).not.toBe(row!.softwareHash);
    expect(seen!.lastInventoryAt).not.toEqual(row!.lastInventoryAt);
    const after = await softwareOf(a, row!.id);
    expect(after.map((s) => [s.name, s.publisher, s.version]).sort()).toEqual([
      ["7-Zip", "Éditeur", "1.0"],
      ["LibreOffice", "Éditeur", "1.0"],
      ["Mozilla Firefox", "Mozilla", "133.0"],
    ]);
    const byName = new Map(after.map((s) => [s.name, s]));
    expect(byName.get("7-Zip")!.id).toBe(before.get("7-Zip 1.0"));
    expect(byName.get("Mozilla Firefox")!.id).toBe(before.get("Mozilla Firefox 1.0"));
    expect(byName.get("LibreOffice")!.matchName).toBe("libreoffice");
    expect([...before.values()]).not.toContain(byName.get("LibreOffice")!.id);
    // The software is not a field of the asset: still no history event, no new version.
    expect((await eventsOf(a, row!.id)).map((e) => e.kind)).toEqual(["agent"]);
    expect((await bySerial(a, "SN-DIFF"))[0]!.version).toBe(row!.version);
  });

  it("keeps two versions of one program apart, and the software of an inventory without it", async () => {
    const [row] = await bySerial(a, "SN-DIFF");
    const redistributables = [
      { name: "Microsoft Visual C++ 2015 Redistributable", version: "14.0.23026" },
      { name: "Microsoft Visual C++ 2015 Redistributable", version: "14.0.24215" },
    ];
    await submit(db, token, {
      ...machine,
      softwares: [...programs(["7-Zip"]), ...redistributables],
    });
    const listed = async () =>
      (await softwareOf(a, row!.id)).map((s) => `${s.name} ${s.version}`).sort();
    const expected = [
      "7-Zip 1.0",
      "Microsoft Visual C++ 2015 Redistributable 14.0.23026",
      "Microsoft Visual C++ 2015 Redistributable 14.0.24215",
    ];
    expect(await listed()).toEqual(expected);
    const partial = inventoryDocument(machine) as { content: { softwares?: unknown } };
    delete partial.content.softwares;
    expect((await agentAction(agentRequest(token, encodeBody(partial)), db)).status).toBe(200);
    expect(await listed()).toEqual(expected);
  });

  it("compares with the stored software when the hash is not known yet (older assets)", async () => {
    const [row] = await bySerial(a, "SN-DIFF");
    const before = await softwareIds(a, row!.id);
    await inTenant(db, a, (tx) =>
      tx.update(asset).set({ softwareHash: null }).where(eq(asset.id, row!.id)),
    );
    const redistributables = [...before.keys()]
      .filter((key) => key.startsWith("Microsoft"))
      .map((key) => ({ name: key.slice(0, key.lastIndexOf(" ")), version: key.split(" ").at(-1) }));
    await submit(db, token, {
      ...machine,
      softwares: [...programs(["7-Zip"]), ...redistributables],
    });
    expect(await softwareIds(a, row!.id)).toEqual(before);
    expect((await bySerial(a, "SN-DIFF"))[0]!.softwareHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps one asset and one software list under parallel submissions with different lists", async () => {
    const serial = "SN-PARALLELE-LOGICIELS";
    const lists = Array.from({ length: 8 }, (_, i) =>
      programs(["Commun", `Logiciel ${i}`, `Logiciel ${i + 1}`], `${i}.0`),
    );
    const answers = await Promise.all(
      lists.map((softwares) => submit(db, token, { serial, softwares })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const rows = await bySerial(a, serial);
    expect(rows).toHaveLength(1);
    const stored = (await softwareOf(a, rows[0]!.id)).map((s) => `${s.name} ${s.version}`).sort();
    const candidates = lists.map((list) => list.map((s) => `${s.name} ${s.version}`).sort());
    expect(candidates).toContainEqual(stored);
  });
});

describe("refusals (nothing written)", () => {
  const count = async () => (await assetsOf(a)).length;

  it("refuses malformed JSON (400), a wrong content type (415), a document without deviceid (400)", async () => {
    const before = await count();
    const malformed = await agentAction(agentRequest(token, deflateSync("{pas du json")), db);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status: "error", message: agentErrors.malformed });
    const form = await agentAction(
      agentRequest(token, "deviceid=x", "application/x-www-form-urlencoded"),
      db,
    );
    expect(form.status).toBe(415);
    const corrupt = await agentAction(agentRequest(token, Buffer.from("pas du zlib")), db);
    expect(corrupt.status).toBe(400);
    const anonymous = await agentAction(
      agentRequest(token, encodeBody({ ...inventoryDocument({ name: "sans-id" }), deviceid: "" })),
      db,
    );
    expect(anonymous.status).toBe(400);
    expect((await anonymous.json()).message).toContain("deviceid");
    const shape = await agentAction(
      agentRequest(
        token,
        encodeBody({ action: "inventory", deviceid: "x", content: { bios: { ssn: 42 } } }),
      ),
      db,
    );
    expect(shape.status).toBe(400);
    expect((await shape.json()).message).toContain("content.bios.ssn");
    expect(await count()).toBe(before);
  });

  it("refuses over the token's submissions per minute (429) and in a read-only workspace (403)", async () => {
    const late = await testPerson(db, "Fanta Condé");
    const c = await createFirstWorkspace(db, late, "standard");
    const tokenC = await tokenFor(db, c, late);
    const now = new Date();
    const window = {
      key: `agent:${c}`,
      windowStart: new Date(Math.floor(now.getTime() / 60_000) * 60_000),
    };
    await db.insert(rateLimit).values({ ...window, count: AGENT_LIMITS.perMinute });
    const request = () => agentRequest(tokenC, encodeBody(inventoryDocument({ serial: "SN-C" })));
    const limited = await agentAction(request(), db, now);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ status: "error", message: agentErrors.rateLimited });

    await db.delete(rateLimit).where(eq(rateLimit.key, window.key));
    await endTrial(db, c);
    const readOnly = await agentAction(request(), db);
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toEqual({ status: "error", message: agentErrors.readOnly });
    expect(await assetsOf(c)).toHaveLength(0);
  });

  it("refuses a decompression bomb with 413, memory bounded", async () => {
    const before = await count();
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20)); // 64 MB of spaces, ~64 KB sent
    expect(bomb.length).toBeLessThan(200_000);
    const response = await agentAction(agentRequest(token, bomb), db);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: "error",
      message: agentErrors.inflatedTooLarge,
    });
    expect(await count()).toBe(before);
  });

  it("refuses a body declared over 5 MB (413) and a GET (405)", async () => {
    const request = agentRequest(token, "{}", "application/json");
    const big = new Request(request.url, {
      method: "POST",
      headers: {
        ...Object.fromEntries(request.headers),
        "Content-Length": String(6 * 1024 * 1024),
      },
      body: "{}",
    });
    expect((await agentAction(big, db)).status).toBe(413);
    const get = await agentAction(new Request(request.url), db);
    expect(get.status).toBe(405);
  });
});
