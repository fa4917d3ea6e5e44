import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentErrors } from "~/content/inventory-agent";
import type { Db } from "~/server/db/client.server";
import { asset, assetType, installedSoftware } from "~/server/db/inventory-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { agentAction } from "./agent-endpoint.server";
import { agentRequest, encodeBody, tokenFor } from "./agent-test-kit.server";

// The protocol as the agents customers run speak it (decision 0072). The XML bodies are what
// Debian's fusioninventory-agent 2.6 sent (test-fixtures/README.md); GLPI Agent 1.x opens with
// the same XML PROLOG plus its GLPI-Agent-ID header, then speaks JSON (CONTACT, inventory) in the
// published inventory format. tests/e2e/inventory-agent.spec.ts runs the real agent.

const fixture = (name: string) =>
  readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), "utf8");

const GLPI_AGENT_ID = "3a8c1b2e-5d4f-4e6a-9b7c-0d1e2f3a4b5c";

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let org: string;
let token: string;

const post = (body: Buffer | string, headers: Record<string, string> = {}) => {
  const request = agentRequest(token, body);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return agentAction(request, db);
};

const assets = () =>
  inTenant(db, org, (tx) =>
    tx
      .select({
        id: asset.id,
        name: asset.name,
        type: assetType.key,
        os: asset.operatingSystem,
        deviceId: asset.agentDeviceId,
        serial: asset.serial,
      })
      .from(asset)
      .innerJoin(assetType, eq(assetType.id, asset.typeId)),
  );

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  const owner = await testPerson(db, "Kadiatou Bah");
  org = await createFirstWorkspace(db, owner, "premium");
  token = await tokenFor(db, org, owner);
}, 120_000);
afterAll(() => t.cleanup());

describe("the legacy XML protocol (FusionInventory, OCS)", () => {
  it("answers the PROLOG in XML with the frequency and SEND", async () => {
    const response = await post(deflateSync(fixture("fusioninventory-prolog.xml")));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const text = await response.text();
    expect(text).toMatch(
      /<REPLY><PROLOG_FREQ>24<\/PROLOG_FREQ><RESPONSE>SEND<\/RESPONSE><\/REPLY>/,
    );
  });

  it("stores the XML inventory of a machine without serial or UUID, matched by its deviceid", async () => {
    const xml = deflateSync(fixture("fusioninventory-inventory.xml"));
    const first = await post(xml);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("<RESPONSE>SEND</RESPONSE>");
    const second = await post(xml);
    expect(second.status).toBe(200);
    const stored = (await assets()).filter((a) => a.deviceId === "vm-2026-11-28-08-15-10");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "vm",
      type: "workstation",
      os: "Debian GNU/Linux 12 (bookworm)",
      serial: null,
    });
    const software = await inTenant(db, org, (tx) => tx.select().from(installedSoftware));
    expect(software.filter((s) => s.assetId === stored[0]!.id).map((s) => s.name)).toContain(
      "adduser",
    );
  });

  it("answers refusals in XML, and refuses a document declaring entities", async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><REQUEST><QUERY>PROLOG</QUERY></REQUEST>`;
    const refused = await post(deflateSync(doctype));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`<ERROR>${agentErrors.malformedXml}</ERROR>`);
    const notXml = await post(deflateSync("<REQUEST><QUERY>PROLOG</QUERY>"));
    expect(notXml.status).toBe(400);
  });
});

describe("GLPI Agent's protocol", () => {
  it("answers its XML PROLOG in JSON when it names itself, which switches it to JSON", async () => {
    const response = await post(deflateSync(fixture("fusioninventory-prolog.xml")), {
      "GLPI-Agent-ID": GLPI_AGENT_ID,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", expiration: 24 });
  });

  it("answers CONTACT with the inventory task as GLPI's and disables the others", async () => {
    const contact = {
      action: "contact",
      deviceid: "PC-COMPTA-01-2026-11-24-09-00-00",
      name: "GLPI-Agent",
      version: "1.11",
      "installed-tasks": ["Collect", "Deploy", "Inventory", "NetDiscovery"],
      "enabled-tasks": ["deploy", "inventory"],
      "httpd-port": 62354,
    };
    const response = await post(encodeBody(contact), { "GLPI-Agent-ID": GLPI_AGENT_ID });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      status: "ok",
      expiration: 24,
      tasks: { inventory: { server: "glpi", version: expect.stringMatching(/^\d+\.\d+\.\d+$/) } },
      disabled: ["deploy"],
    });
    expect(answer.message).toContain("deploy");
  });

  it("stores a phone as a phone, with its operating system", async () => {
    // The published format's phone inventory (inventory_format, examples/phone_1.json): an
    // Android agent's document, `itemtype: Phone`, no chassis.
    const phone = {
      action: "inventory",
      deviceid: "Redmi-Note-13-Accueil-2026-11-20-10-12-00",
      itemtype: "Phone",
      content: {
        versionclient: "GLPI-Android-Agent_v1.4",
        hardware: { name: "Redmi-Note-13-Accueil", uuid: "b41e9c0d77a24f10", memory: 7812 },
        operatingsystem: {
          arch: "arm64-v8a",
          full_name: "U Android 14.0 api 34",
          kernel_name: "linux",
          name: "U Android 14.0",
          version: "34",
          timezone: { name: "Temps universel coordonné", offset: "+0000" },
        },
        bios: { smanufacturer: "Xiaomi", smodel: "Redmi Note 13", ssn: "c3f5a9e1d2b84761" },
        softwares: [
          { name: "WhatsApp", comments: "com.whatsapp", version: "2.24.21.8", from: "Android" },
        ],
      },
    };
    const response = await post(encodeBody(phone), { "GLPI-Agent-ID": GLPI_AGENT_ID });
    expect(response.status).toBe(201);
    const [stored] = (await assets()).filter((a) => a.serial === "c3f5a9e1d2b84761");
    expect(stored).toMatchObject({ type: "phone", os: "U Android 14.0 api 34" });
  });
});
