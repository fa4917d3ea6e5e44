import { execFile } from "node:child_process";
import { hostname } from "node:os";
import { promisify } from "node:util";
import { deflateSync, gzipSync } from "node:zlib";
import { baseURL } from "../../playwright.config";
import { agentErrors, AGENT_ENDPOINT_PATH } from "../../app/content/inventory-agent";
import {
  INVENTORY_SETTINGS_PATH,
  inventorySettingsTexts as t,
} from "../../app/content/inventory-settings";
import { agentReportedLabels, INVENTORY_PATH } from "../../app/content/inventory";
import { assetPageTexts } from "../../app/content/inventory-asset";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { licenceOverHttp } from "./licence-helpers";
import { postOversized } from "./oversized-post";

// 'Découverte via agent' end to end: an owner creates the agent token on the settings page (shown
// once), a GLPI Agent inventory sent over HTTP (zlib, Basic credentials as the agent sends them)
// creates an asset, a second one (gzip) updates the same asset, whose page lists the software found
// (then covered by a licence added meanwhile), the settings page counts one laptop; once the token is revoked the agent gets 401 with a French message. The endpoint is
// public and authenticated by the token only: a token never reaches another workspace (unit
// tests: app/server/inventory/agent/agent-endpoint.server.test.ts).

const s = assetPageTexts.software;

/**
 * Runs Debian's FusionInventory agent (installed by `npm test`) against the built server: its
 * legacy XML protocol, a PROLOG then the inventory of this machine. `server` is the URL it is
 * given; `extra` its other options. Resolves with what it logged.
 */
async function runRealAgent(server: string, extra: string[] = []) {
  const agentPath = process.env.FUSIONINVENTORY_AGENT_PATH ?? "/usr/bin/fusioninventory-agent";
  const { stderr, stdout } = await promisify(execFile)(
    agentPath,
    ["--server", server, "--tasks=inventory", "--no-httpd", "--logger=stderr", ...extra],
    { timeout: 90_000 },
  );
  return `${stdout}${stderr}`;
}

const inventory = (name: string) =>
  JSON.stringify({
    action: "inventory",
    deviceid: `${name}-2026-11-24-10-00-00`,
    itemtype: "Computer",
    content: {
      versionclient: "GLPI-Agent_v1.11",
      bios: { ssn: "5CG2481XKT", smanufacturer: "HP", smodel: "EliteBook 840 G9" },
      hardware: {
        name,
        uuid: "8F3D2A10-5B6C-11EE-8C99-0242AC120002",
        chassis_type: "Notebook",
      },
      softwares: [{ name: "Mozilla Firefox", publisher: "Mozilla", version: "132.0" }],
    },
  });

test("an agent's inventories create then update one asset; a revoked token is refused", async ({
  page,
  request,
  signUp,
  gotoHydrated,
}) => {
  await ownClient(page);
  await signUp("Ibrahima Sow");
  await gotoHydrated(INVENTORY_SETTINGS_PATH);
  const agent = page.getByRole("region", { name: t.agent.heading, exact: true });
  await expect(agent.getByTestId("agent-token-state")).toHaveText(t.agent.noToken);
  await expect(agent).toContainText("--server");
  await agent.getByRole("button", { name: t.agent.actions.create }).click();
  const field = agent.getByLabel(t.agent.secret.label);
  await expect(field).toBeVisible();
  const token = await field.inputValue();
  expect(token.length).toBeGreaterThan(40);
  await expect(agent.getByTestId("agent-token-state")).toContainText(token.slice(-4));

  // The real agent, first with the token in the server's URL (one request each, no 401 exchange),
  // then as docs/operations.md also says, --user and --password (after a 401 challenge): one asset,
  // named after this machine, with its operating system (decision 0072).
  const endpoint = new URL(AGENT_ENDPOINT_PATH, baseURL);
  const withToken = new URL(endpoint);
  withToken.username = "agent";
  withToken.password = token;
  const log = await runRealAgent(withToken.href);
  expect(log).not.toMatch(/\[error\]/);
  expect(log).toContain("sending prolog request");
  const again = await runRealAgent(endpoint.href, ["--user", "agent", "--password", token]);
  expect(again).not.toMatch(/\[error\]/);
  await gotoHydrated(`${INVENTORY_PATH}?q=${encodeURIComponent(hostname())}`);
  // The only asset yet: this machine, named after it.
  await expect(page.getByRole("main")).toContainText(hostname());
  await page
    .getByRole("link", { name: /^ACT-\d+$/ })
    .first()
    .click();
  const details = page.getByRole("region", { name: assetPageTexts.details.heading });
  await expect(details).toContainText(agentReportedLabels.operatingSystem);
  await expect(details).toContainText("Linux");
  await expect(page.getByTestId("asset-software-row").first()).toBeVisible();
  await gotoHydrated(INVENTORY_SETTINGS_PATH);

  const auth = `Basic ${Buffer.from(`agent:${token}`).toString("base64")}`;
  const send = (body: Buffer, type: string, authorization = auth) =>
    request.post(AGENT_ENDPOINT_PATH, {
      headers: { "Content-Type": type, Authorization: authorization },
      data: body,
    });

  // The protocol's first request, then the inventory: created (201), then updated (200).
  const contact = await send(
    Buffer.from(JSON.stringify({ action: "contact", deviceid: "PC-DIRECTION" })),
    "application/json",
  );
  expect(contact.status()).toBe(200);
  const first = await send(deflateSync(inventory("PC-DIRECTION")), "application/x-compress-zlib");
  expect(first.status()).toBe(201);
  const created = await first.json();
  expect(created).toMatchObject({ status: "ok", asset: { created: true } });
  const second = await send(gzipSync(inventory("PC-DIRECTION-2")), "application/x-compress-gzip");
  expect(second.status()).toBe(200);
  expect(await second.json()).toMatchObject({
    status: "ok",
    asset: { tag: created.asset.tag, created: false },
  });

  // The asset's page lists what the agent found: no licence covers Firefox, until one does
  // (same name, and 'Mozilla' as its publisher: the install's publisher matches).
  await gotoHydrated(`${INVENTORY_PATH}?q=${created.asset.tag}`);
  await page.getByRole("link", { name: created.asset.tag }).click();
  const software = page.getByRole("region", { name: s.heading });
  const firefox = software.getByTestId("asset-software-row");
  await expect(firefox).toHaveCount(1);
  await expect(firefox.getByRole("rowheader")).toHaveText("Mozilla Firefox");
  await expect(firefox).toContainText(s.unlicensed);
  const licence = await licenceOverHttp(page, {
    name: "Mozilla Firefox",
    publisher: "MOZILLA",
    kind: "site",
    seats: "",
  });
  await page.reload();
  await expect(
    firefox.getByRole("link", { name: /Voir la licence\s*:\s*Mozilla Firefox/ }),
  ).toHaveAttribute("href", licence.path);

  // The panel on a phone and in both themes: a11y-dashboard.spec.ts (an asset an agent sent).

  // One laptop in the workspace (the type's count on the settings page).
  await gotoHydrated(INVENTORY_SETTINGS_PATH);
  const laptop = page.getByTestId("type-row").filter({ hasText: "Portable" });
  await expect(laptop).toContainText(t.types.assets(1));

  // Malformed JSON: 400 in French, nothing written.
  const malformed = await send(deflateSync("{pas du json"), "application/x-compress-zlib");
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ status: "error", message: agentErrors.malformed });

  // Over 5 MB: refused by the server before the body is read (413, French text).
  const huge = await postOversized(
    `${baseURL}${AGENT_ENDPOINT_PATH}`,
    { "Content-Type": "application/json", Authorization: auth },
    6 * 1024 * 1024,
  );
  expect(huge).toEqual({ status: 413, text: agentErrors.tooLarge });

  // Revoked: the agent is refused (401, a Basic challenge, a French message).
  await agent.getByText(t.agent.actions.revoke, { exact: true }).click();
  await agent.getByRole("button", { name: t.agent.actions.revokeSubmit }).click();
  await expect(agent.getByTestId("form-success")).toHaveText(t.notices.tokenRevoked);
  await expect(agent.getByTestId("agent-token-state")).toHaveText(t.agent.noToken);
  const refused = await send(
    deflateSync(inventory("PC-DIRECTION-3")),
    "application/x-compress-zlib",
  );
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toMatch(/^Basic realm=/);
  expect(await refused.json()).toEqual({ status: "error", message: agentErrors.unauthorized });
});
