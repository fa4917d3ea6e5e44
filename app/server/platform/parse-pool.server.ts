import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createWorkerPool, PoolBusyError, type WorkerPool } from "./worker-pool.server";
import type { ParseTasks } from "./parse-worker.server";

// The server's parse pool (decision 0075): two threads (the machine this runs on has two cores; the
// event loop keeps one), a task limited to 20 s and 256 MB of heap, 64 tasks waiting at most; the
// 20 s start when a ready thread takes the task, never during its start-up (decision 0088). From
// the sources (tests, `npm run dev`) the worker registers tsx then imports parse-worker.server.ts;
// from the production build, it runs the parse-worker.js built beside the server's bundle.

const here = path.dirname(fileURLToPath(import.meta.url));
const fromSources = import.meta.url.endsWith(".ts");

/** A worker script: the built file, or (sources) a bootstrap that loads the TypeScript entry. */
function workerScript(): { file: string; eval: boolean } {
  if (fromSources) {
    // tsx's ESM API (its package's "import" condition), found from this file.
    const api = createRequire(import.meta.url)
      .resolve("tsx/esm/api")
      .replace(/\.cjs$/, ".mjs");
    const tsx = pathToFileURL(api).href;
    const entry = pathToFileURL(path.join(here, "parse-worker.server.ts")).href;
    const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return { file: code, eval: true };
  }
  // The bundle puts this module in build/server/index.js or in a chunk of build/server/assets.
  const candidates = [path.join(here, "parse-worker.js"), path.join(here, "..", "parse-worker.js")];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`parse worker not found beside ${here}`);
  return { file: found, eval: false };
}

let pool: WorkerPool | null = null;

function parsePool(): WorkerPool {
  pool ??= createWorkerPool({
    ...workerScript(),
    threads: 2,
    maxQueue: 64,
    timeoutMs: 20_000,
    heapMb: 256,
  });
  return pool;
}

/** The pool is full or the task failed (time limit, memory): the request gets a French 503. */
export class ParseUnavailableError extends Error {
  constructor(readonly busy: boolean) {
    super(busy ? "parse pool busy" : "parse task failed");
    this.name = "ParseUnavailableError";
  }
}

type Task = keyof ParseTasks;
type Input<K extends Task> = Parameters<ParseTasks[K]>[0];
type Output<K extends Task> = Awaited<ReturnType<ParseTasks[K]>>;
type Chunk<K extends Task> = ParseTasks[K] extends (i: never, emit: (c: infer C) => void) => unknown
  ? C
  : never;

/** Runs a parse task in the pool; its streamed chunks (if any) go to `onChunk`. */
export async function runParse<K extends Task>(
  name: K,
  input: Input<K>,
  onChunk?: (chunk: Chunk<K>) => void,
): Promise<Output<K>> {
  try {
    return await parsePool().run<Output<K>>(name, input, {
      onChunk: onChunk as (chunk: unknown) => void,
    });
  } catch (error) {
    console.error(`Parse task ${name} not done: ${(error as Error).message}`);
    throw new ParseUnavailableError(error instanceof PoolBusyError);
  }
}

/** Ends the pool's threads (graceful shutdown, tests). */
export async function closeParsePool() {
  const closing = pool;
  pool = null;
  await closing?.close();
}
