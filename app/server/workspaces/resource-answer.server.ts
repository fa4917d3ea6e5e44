import { WorkspaceError } from "./tenant.server";
import { NO_STORE } from "~/lib/cache-control";

// The answers of the workspace's file downloads (journal CSV, data export): resource routes, so
// no error page renders their refusals; a WorkspaceError becomes a short French text with its
// status, the sign-in redirect passes through, and nothing is ever stored by a cache.

export function download(body: string, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function resourceRefusal(error: unknown): never {
  if (error instanceof WorkspaceError) {
    throw new Response(error.message, {
      status: error.status,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (error instanceof Response) error.headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  throw error;
}
