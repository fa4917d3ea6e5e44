import type { ModuleManifest } from "./module-manifest.server";
import { MAX_BODY_BYTES } from "~/server/platform/body-limit.server";
import type { BodyPolicy } from "./request-body.server";

// A request's body limit (server.ts): the first module that claims its path, else the site's
// 64 KiB with the forms' French 413 (`fallback`). Decision 0083.
export async function modulesBodyPolicy(
  modules: readonly ModuleManifest[],
  request: { path: string; declared: number },
  signedIn: () => Promise<boolean | null>,
  fallback: string,
): Promise<BodyPolicy> {
  for (const module of modules) {
    const policy = await module.bodyPolicy?.(request, signedIn, fallback);
    if (policy) return policy;
  }
  return { limit: MAX_BODY_BYTES, tooLarge: fallback };
}
