import { expect, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { NEW_LICENCE_PATH } from "../../app/content/licences";

/**
 * Creates a licence by posting the 'Ajouter une licence' form (its own journey is tested through
 * the page); returns the licence page's path, and the answer's whole location (with the notice
 * of the creation).
 */
export async function licenceOverHttp(
  page: Page,
  fields: { name: string; publisher?: string; key?: string; kind?: string; seats?: string },
) {
  const created = await page.request.post(`${baseURL}${NEW_LICENCE_PATH}`, {
    form: {
      publisher: "",
      key: "",
      kind: "per_user",
      seats: "5",
      expiresOn: "",
      cost: "",
      currency: "",
      notes: "",
      ...fields,
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(303);
  const location = created.headers().location!;
  return { path: location.split("?")[0]!, location };
}
