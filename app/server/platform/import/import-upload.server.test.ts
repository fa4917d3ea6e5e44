import { describe, expect, it } from "vitest";
import { importPipelineErrors } from "~/content/import";
import { checkUpload, oneImportAtATime, type UploadRules } from "./import-upload.server";

// An upload refused before it is stored (empty, too large, unreadable), and one import at a
// time per workspace: the next one gets a French 429 while the first runs; another workspace's
// runs.

const rules: UploadRules = {
  maxRows: 10,
  maxBytes: 32,
  tooLarge: "Trop grand.",
  messages: {
    empty: importPipelineErrors.empty,
    notCsv: importPipelineErrors.notCsv,
    noHeader: "Pas d'en-tête.",
    tooManyRows: "Trop de lignes.",
    malformed: importPipelineErrors.malformed,
    unavailable: importPipelineErrors.unavailable,
  },
};
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("an upload", () => {
  it("is refused empty, too large or unreadable; read whole otherwise", async () => {
    await expect(checkUpload(new Uint8Array(), rules)).rejects.toMatchObject({
      status: 400,
      message: importPipelineErrors.empty,
    });
    await expect(checkUpload(utf8("x".repeat(33)), rules)).rejects.toMatchObject({
      status: 413,
      message: "Trop grand.",
    });
    await expect(checkUpload(utf8("Nom\n" + "a\n".repeat(11)), rules)).rejects.toMatchObject({
      status: 413,
      message: "Trop de lignes.",
    });
    await expect(checkUpload(utf8("Nom;Type\na;b\n"), rules)).resolves.toBeUndefined();
  });
});

describe("imports", () => {
  it("run one at a time per workspace: the next one meanwhile is a French 429", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = oneImportAtATime("ws-upload-test", () => held.then(() => "fait"));
    await expect(oneImportAtATime("ws-upload-test", async () => "aussi")).rejects.toMatchObject({
      status: 429,
      message: importPipelineErrors.busy,
    });
    await expect(oneImportAtATime("ws-upload-other", async () => "ailleurs")).resolves.toBe(
      "ailleurs",
    );
    release();
    await expect(first).resolves.toBe("fait");
  });
});
