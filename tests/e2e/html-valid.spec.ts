import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { publicPages } from "../../app/content/pages";
import { projectHref, projects } from "../../app/content/projects";
import { dashboardCategories } from "../../app/content/dashboard-modules";
import { baseURL } from "../../playwright.config";
import { javaPath, vnuJarPath } from "../java";
import { ADMIN, CLIENT_IP_HEADER, PASSWORD, randomIp, uniqueEmail } from "./accounts";
import { lastLoggedLink } from "./server-log";

// The server HTML of every public page and of the dashboard, anonymous, signed in as staff and as
// a workspace's owner, through the W3C Nu HTML Checker (vnu-jar, one Java process for all pages): no error. Only the
// checker's CSS messages are set aside: its CSS module predates what Tailwind emits (@property,
// animation-timeline…), and CSS is not what this checks.

interface Checked {
  name: string;
  html: string;
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The validator's CSS messages, and nothing else: they all start with "CSS: ". */
const isCssMessage = (m: VnuMessage) => m.message.startsWith("CSS: ");

const form = (fields: Record<string, string>, origin = baseURL) => ({
  data: new URLSearchParams(fields).toString(),
  maxRedirects: 0,
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: origin,
    [CLIENT_IP_HEADER]: randomIp(),
  },
});

async function read(name: string, response: APIResponse, status: number): Promise<Checked> {
  expect(response.status(), name).toBe(status);
  expect(response.headers()["content-type"], name).toContain("text/html");
  return { name, html: await response.text() };
}

/** GETs each path, expecting 200 unless a status follows it ([path, status]). */
async function getAll(
  request: APIRequestContext,
  paths: (string | [string, number])[],
  label = "",
) {
  const pages: Checked[] = [];
  for (const entry of paths) {
    const [p, status] = typeof entry === "string" ? [entry, 200] : entry;
    pages.push(await read(`${label}${p}`, await request.get(p), status));
  }
  return pages;
}

/**
 * One short run: the JIT's first tier only and one GC thread (the same messages; over the ~50
 * pages, 8 CPU-s instead of 21 here), and the thread stack the checker's schema needs (>= 512k).
 */
const JVM_FLAGS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** Runs one vnu process over every page; answers its non-CSS errors, named after the page. */
async function validate(pages: Checked[], dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files = pages.map((page, i) => {
    const file = path.join(dir, `${String(i).padStart(2, "0")}.html`);
    writeFileSync(file, page.html);
    return file;
  });
  const { stdout } = await promisify(execFile)(
    javaPath(),
    [
      ...JVM_FLAGS,
      "-jar",
      vnuJarPath(),
      "--stdout",
      "--format",
      "json",
      "--exit-zero-always",
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type !== "info" && !isCssMessage(m))
    .map((m) => {
      const index = files.findIndex((f) => m.url?.endsWith(path.basename(f)));
      return `${pages[index]?.name ?? m.url}:${m.lastLine ?? "?"}: ${m.message} [${(m.extract ?? "").slice(0, 120)}]`;
    });
}

test("the server HTML of the public pages, the dashboard and a workspace is valid (W3C Nu)", async ({
  playwright,
}, testInfo) => {
  test.setTimeout(240_000); // one Java start and ~50 pages, on a busy 2-core machine
  expect(existsSync(javaPath()), `Java is missing: run node scripts/ensure-java.mjs`).toBe(true);
  const pages = [...(await publicAndStaffPages(playwright)), ...(await ownerPages(playwright))];
  expect(await validate(pages, testInfo.outputPath("html"))).toEqual([]);
});

type Playwright = Parameters<Parameters<typeof test>[2]>[0]["playwright"];

/** Every public page, the forms' errors, and the dashboard signed in as staff. */
async function publicAndStaffPages(playwright: Playwright): Promise<Checked[]> {
  const service = dashboardCategories[0]!.modules[0]!.id;

  const anonymous = await playwright.request.newContext({ baseURL });
  const pages = await getAll(anonymous, [
    ...publicPages.filter((p) => p.available).map((p) => p.path),
    projectHref(projects[0]!.id),
    "/inscription?plan=super-premium",
    "/reinitialiser-mot-de-passe?token=abc",
    "/reinitialiser-mot-de-passe",
    `/dashboard/${service}`,
    ["/dashboard/nope", 404],
    ["/introuvable", 404],
    ["/services/nope", 404],
  ]);
  // Forms sent without JavaScript, answered with their errors.
  pages.push(
    await read(
      "POST /contact (errors)",
      await anonymous.post("/contact", form({ fullName: "", email: "pas-une-adresse" })),
      400,
    ),
    await read(
      "POST /connexion (errors)",
      await anonymous.post("/connexion", form({ email: ADMIN.email, password: "pas le bon" })),
      401,
    ),
  );
  // A message for the staff inbox.
  const sent = await anonymous.post(
    "/contact",
    form({
      fullName: "Validation HTML",
      email: "validation@exemple.gn",
      subject: "Validation",
      message: "Un message pour la boîte de réception.",
    }),
  );
  expect(sent.status()).toBeLessThan(400);
  await anonymous.dispose();

  const staff = await playwright.request.newContext({ baseURL });
  const signIn = await staff.post(
    "/connexion",
    form({ email: ADMIN.email, password: ADMIN.password }),
  );
  expect(signIn.status()).toBe(302);
  const signedIn = await getAll(
    staff,
    ["/dashboard", "/dashboard/parametres", "/dashboard/messages", `/dashboard/${service}`],
    "(staff) ",
  );
  const inbox = signedIn.find((p) => p.name.endsWith("/dashboard/messages"))!.html;
  const message = /href="(\/dashboard\/messages\/[0-9a-f-]{36})"/.exec(inbox)?.[1];
  expect(message, "a message link in the inbox").toBeDefined();
  signedIn.push(...(await getAll(staff, [message!], "(staff) ")));
  await staff.dispose();
  return [...pages, ...signedIn];
}

/** The workspace pages of a signed-up owner (links read from the shared server's log). */
async function ownerPages(playwright: Playwright): Promise<Checked[]> {
  const linkFor = lastLoggedLink;
  // A confirmed owner with a pending invitation and a rename in the journal.
  const owner = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail("proprietaire");
  const post = (path: string, fields: Record<string, string>) => owner.post(path, form(fields));
  const signUp = await post("/inscription", {
    fullName: "Aïssatou Diallo",
    email,
    password: PASSWORD,
  });
  expect(signUp.status()).toBe(302);
  expect((await owner.get(await linkFor("E-mail confirmation link", email))).status()).toBe(200);
  const invitee = uniqueEmail("invite");
  const invited = await post("/dashboard/user-management", {
    intent: "invite",
    email: invitee,
    role: "technician",
  });
  expect(invited.status()).toBe(200);
  await post("/dashboard/parametres/espace", { intent: "rename", name: "Clinique Ratoma" });
  const invitation = new URL(await linkFor("Invitation link", invitee)).pathname;

  const pages = await getAll(
    owner,
    [
      "/dashboard/user-management",
      "/dashboard/parametres/espace",
      "/dashboard/parametres/journal",
      // Another account than the invited one: the page of an unknown link.
      [invitation, 404],
    ],
    "(owner) ",
  );
  await owner.dispose();
  const anonymous = await playwright.request.newContext({ baseURL });
  pages.push(...(await getAll(anonymous, [invitation], "(anonymous) ")));
  await anonymous.dispose();
  expect(pages.find((p) => p.name.endsWith("/user-management"))!.html).toContain(invitee);
  return pages;
}
