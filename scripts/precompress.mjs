// Writes .br (quality 11) and .gz (level 9) next to every compressible build asset, so the server
// sends the smallest files without compressing on each request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve("build/client/assets");
const compressible = /\.(js|css|svg|json|txt|map)$/;

let count = 0;
for (const name of await readdir(dir)) {
  if (!compressible.test(name)) continue;
  const file = path.join(dir, name);
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} assets compressed (br + gz)`);
