import { describe, expect, it } from "vitest";
import { taskImportErrors } from "~/content/project-management-import";
import { TASK_PAGE_LIMITS, taskErrors } from "~/content/project-management-tasks";
import { MODULES } from "~/server/modules.server";
import { MAX_BODY_BYTES } from "~/server/platform/body-limit.server";
import { modulesBodyPolicy } from "~/server/platform/module-body-policy.server";

// The projects' bodies larger than the site's 64 KiB, as the manifest declares them: a task
// page's files (16 Mo) and the CSV import (its file, or the same again in base64), nothing else.

const policyOf = (path: string) =>
  modulesBodyPolicy(MODULES, { path, declared: 200_000 }, () => Promise.resolve(true), "64");
const P = "/dashboard/project-management/0f9c3a52-6a3e-4d7e-9a55-2f1b7f0a1c11";

describe("the projects' request bodies", () => {
  it("gives a task page 16 Mo and the import its file's bound", async () => {
    const task = await policyOf(`${P}/taches/1b2c3d4e-0000-4000-8000-000000000000`);
    expect(task).toMatchObject({
      limit: TASK_PAGE_LIMITS.requestBytes,
      tooLarge: taskErrors.requestTooLarge,
    });
    expect((await policyOf(`${P}/taches/x.data`)).limit).toBe(TASK_PAGE_LIMITS.requestBytes);
    const upload = await policyOf(`${P}/import`);
    expect(upload.tooLarge).toBe(taskImportErrors.tooLarge);
    expect(upload.limit).toBeGreaterThan(TASK_PAGE_LIMITS.importBytes * 1.33);
    expect(upload.limit).toBeLessThan(2 * 1024 * 1024);
  });

  it("keeps 64 KiB elsewhere in the module", async () => {
    for (const path of [`${P}/taches/nouvelle/x`, `${P}/parametres`, `${P}/tableau`, P]) {
      expect((await policyOf(path)).limit, path).toBe(MAX_BODY_BYTES);
    }
  });
});
