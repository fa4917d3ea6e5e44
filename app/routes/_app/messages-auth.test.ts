import { describe, expect, it } from "vitest";
import { inboxTexts } from "~/content/inbox";
import type { Viewer } from "~/server/auth/viewer.server";
import {
  notStaff,
  routeArgs as args,
  staffRequests,
  untouchableDb,
} from "~/server/auth/staff-refusal-kit.server";
import { rejection } from "~/server/platform/test-kit.server";
import * as detail from "./message";
import * as list from "./messages";
import * as exportRoute from "./messages-export";

// Every loader and action of the inbox asks `requireAdmin` first and does nothing else when it
// refuses: anonymous visitors go to sign in, anyone else gets 404. (No admin is faked here.) The
// requests are served with a database that records any use (decision 0080).

const id = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const { db, touched } = untouchableDb("inbox");
const member = notStaff("Mariama Sylla", "mariama.sylla@exemple.gn");

const PATHS = [
  "/dashboard/messages",
  `/dashboard/messages/${id}`,
  `/dashboard/messages/${id}`,
  "/dashboard/messages/export",
];

function calls(viewer: Viewer | null) {
  const { get, post: postTo } = staffRequests(db, viewer);
  const post = postTo(`/dashboard/messages/${id}`, "intent=handle");
  return {
    post,
    answers: [
      list.loader(args(get(PATHS[0]!))),
      detail.loader(args(get(PATHS[1]!), { id })),
      detail.action(args(post, { id })),
      exportRoute.loader(args(get(PATHS[3]!))),
    ],
  };
}

describe("inbox routes without an admin", () => {
  it("send anonymous visitors to sign in (never cached), touching nothing", async () => {
    touched.length = 0;
    const { post, answers } = calls(null);
    const errors = (await Promise.all(answers.map(rejection))) as Response[];
    errors.forEach((error, i) => {
      expect(error).toBeInstanceOf(Response);
      expect(error.status).toBe(302);
      expect(error.headers.get("Location")).toBe(
        `/connexion?redirectTo=${encodeURIComponent(PATHS[i]!)}`,
      );
      expect(error.headers.get("Cache-Control")).toBe("private, no-store");
    });
    expect(touched).toEqual([]);
    expect(post.bodyUsed).toBe(false);
  });

  it("answer 404 to anyone else (French text for the CSV)", async () => {
    touched.length = 0;
    const { post, answers } = calls(member);
    const [listError, detailError, actionError, exportError] = await Promise.all(
      answers.map(rejection),
    );
    for (const error of [listError, detailError, actionError])
      expect(error).toMatchObject({ init: { status: 404 } });
    const response = exportError as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe(inboxTexts.errors.notFound);
    expect(touched).toEqual([]);
    expect(post.bodyUsed).toBe(false);
  });
});
