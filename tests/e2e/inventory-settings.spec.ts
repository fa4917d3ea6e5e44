import { request as playwrightRequest, type Page } from "@playwright/test";
import { BUILTIN_ASSET_TYPES } from "../../app/content/inventory";
import {
  INVENTORY_SETTINGS_PATH,
  inventorySettingsTexts as t,
} from "../../app/content/inventory-settings";
import { workspaceErrors } from "../../app/content/workspaces";
import { CLIENT_IP_HEADER, ownClient, PASSWORD, randomIp, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { lastLoggedLink } from "./server-log";

// The inventory's settings as an owner sets them up: the seven built-in types, a type of their
// own with a custom field, a location renamed then deleted (its asset count said in the
// confirmation); and a technician, who may not configure the inventory, gets
// the French 403 page.

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("an owner adds a type with a custom field and manages a location", async ({
  page,
  signUp,
  gotoHydrated,
}) => {
  await ownClient(page);
  await signUp("Hadja Kourouma");
  await gotoHydrated(INVENTORY_SETTINGS_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  const types = region(page, t.types.heading);
  const rows = types.getByTestId("type-row");
  await expect(rows).toHaveCount(BUILTIN_ASSET_TYPES.length);
  for (const type of BUILTIN_ASSET_TYPES) {
    await expect(rows.filter({ hasText: type.name }).first()).toContainText(t.types.builtin);
  }

  // A type of their own, then a duplicate refused next to the name.
  const addType = page.getByRole("form", { name: t.types.addHeading });
  await addType.getByLabel(t.types.name).fill("Onduleur");
  await addType.getByRole("button", { name: t.types.add }).click();
  await expect(types.getByTestId("form-success")).toHaveText(t.notices.typeCreated("Onduleur"));
  await expect(rows).toHaveCount(BUILTIN_ASSET_TYPES.length + 1);
  await addType.getByLabel(t.types.name).fill("onduleur");
  await addType.getByRole("button", { name: t.types.add }).click();
  await expect(addType.getByText(t.errors.typeNameTaken("onduleur"))).toBeVisible();

  // A custom field on it.
  const ups = rows.filter({ hasText: "Onduleur" });
  await ups.getByLabel(t.types.editLabel("Onduleur")).click();
  const addField = ups.getByRole("form", { name: t.fields.addLabel("Onduleur") });
  await addField.getByLabel(t.fields.label).fill("Puissance (VA)");
  await addField.getByLabel(t.fields.kind).selectOption({ label: "Nombre" });
  await addField.getByRole("button", { name: t.fields.add }).click();
  await expect(types.getByTestId("form-success")).toHaveText(
    t.notices.fieldAdded("Puissance (VA)"),
  );
  await expect(page.getByRole("list", { name: t.fields.listLabel("Onduleur") })).toContainText(
    "Puissance (VA) · Nombre",
  );

  // A location, renamed, then deleted after its confirmation.
  const locations = region(page, t.locations.heading);
  await expect(locations.getByText(t.locations.empty)).toBeVisible();
  const addLocation = page.getByRole("form", { name: t.locations.addHeading });
  await addLocation.getByLabel(t.locations.name).fill("Siège Kaloum");
  await addLocation.getByRole("button", { name: t.locations.add }).click();
  await expect(locations.getByTestId("form-success")).toHaveText(
    t.notices.locationCreated("Siège Kaloum"),
  );
  const site = locations.getByTestId("location-row");
  await site.getByLabel(t.locations.editLabel("Siège Kaloum")).click();
  const rename = site.getByRole("form", { name: t.locations.renameLabel("Siège Kaloum") });
  await rename.getByLabel(t.locations.name).fill("Agence de Kindia");
  await rename.getByRole("button", { name: t.locations.save }).click();
  await expect(locations.getByTestId("form-success")).toHaveText(
    t.notices.locationRenamed("Agence de Kindia"),
  );
  await expect(site).toContainText("Agence de Kindia");

  await site.getByLabel(t.locations.editLabel("Agence de Kindia")).click();
  await site.getByText(t.locations.remove, { exact: true }).click();
  await expect(site.getByText(t.locations.removeConfirm("Agence de Kindia", 0))).toBeVisible();
  await site.getByRole("button", { name: t.locations.removeSubmit }).click();
  await expect(locations.getByTestId("form-success")).toHaveText(
    t.notices.locationDeleted("Agence de Kindia", 0),
  );
  await expect(site).toHaveCount(0);
});

test("a technician cannot open the inventory's settings (403)", async ({ baseURL }) => {
  const link = (kind: string, email: string) => lastLoggedLink(kind, email);
  const client = () =>
    playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL!, [CLIENT_IP_HEADER]: randomIp() },
    });
  const owner = await client();
  const ownerEmail = uniqueEmail("proprietaire");
  await owner.post("/inscription", {
    form: { fullName: "Aïssatou Diallo", email: ownerEmail, password: PASSWORD },
    maxRedirects: 0,
  });
  await owner.get(await link("E-mail confirmation link", ownerEmail));
  expect((await owner.get(INVENTORY_SETTINGS_PATH)).status()).toBe(200);

  const techEmail = uniqueEmail("technicien");
  const invited = await owner.post("/dashboard/user-management", {
    form: { intent: "invite", email: techEmail, role: "technician" },
    maxRedirects: 0,
  });
  expect(invited.status()).toBe(200);
  const invitation = new URL(await link("Invitation link", techEmail)).pathname;
  const tech = await client();
  await tech.post("/inscription", {
    form: {
      fullName: "Fatoumata Camara",
      email: techEmail,
      password: PASSWORD,
      invitation: invitation.split("/").at(-1)!,
    },
    maxRedirects: 0,
  });
  await tech.get(await link("E-mail confirmation link", techEmail));
  expect((await tech.post(invitation, { form: {}, maxRedirects: 0 })).status()).toBe(302);
  const page = await tech.get(INVENTORY_SETTINGS_PATH);
  expect(page.status()).toBe(403);
  expect(await page.text()).toContain(workspaceErrors.forbidden);
  const action = await tech.post(INVENTORY_SETTINGS_PATH, {
    form: { intent: "token-create" },
    maxRedirects: 0,
  });
  expect(action.status()).toBe(403);
  await owner.dispose();
  await tech.dispose();
});
