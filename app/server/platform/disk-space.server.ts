import { statfs } from "node:fs/promises";
import path from "node:path";

// Free space in DATA_DIR, where the embedded database writes. PostgreSQL answers a full disk
// with an error (53100) for a table, but a WAL segment it cannot create (16 MiB at once) left
// the embedded engine spinning for good. So writes are refused while the volume is below the
// threshold, well before it is full, and /healthz says why (decision 0073).

interface DiskSpace {
  /** Bytes an unprivileged process may still write. */
  freeBytes: number;
  totalBytes: number;
}

export type DiskReader = (dir: string) => Promise<DiskSpace>;

/** statfs(2) of `dir`, or of its nearest existing parent before the first start creates it. */
export const readDiskSpace: DiskReader = async (dir) => {
  try {
    const stats = await statfs(dir);
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch (error) {
    const parent = path.dirname(dir);
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === dir) throw error;
    return readDiskSpace(parent);
  }
};

interface DiskStatus {
  /** True below the threshold: writes are refused. */
  low: boolean;
  /** Free bytes at the last reading; null when the volume could not be read. */
  freeBytes: number | null;
}

export interface DiskGuard {
  readonly minFreeBytes: number;
  /** The last reading, without touching the disk (every write request asks). */
  status(): DiskStatus;
  /** Reads the volume now. */
  check(): Promise<DiskStatus>;
  stop(): void;
}

export interface DiskGuardOptions {
  dir: string;
  minFreeBytes: number;
  read?: DiskReader;
  /** How often the volume is read between /healthz checks. */
  intervalMs?: number;
  log?: (line: string) => void;
}

const MIB = 1024 * 1024;
const mebibytes = (bytes: number) => `${Math.floor(bytes / MIB)} MiB`;

/** Reads the volume of `dir` every `intervalMs`; logs each change between enough and too little. */
export function startDiskGuard({
  dir,
  minFreeBytes,
  read = readDiskSpace,
  intervalMs = 5_000,
  log = console.error,
}: DiskGuardOptions): DiskGuard {
  let current: DiskStatus = { low: false, freeBytes: null };
  let unreadable = false;
  const check = async (): Promise<DiskStatus> => {
    try {
      const { freeBytes } = await read(dir);
      const low = freeBytes < minFreeBytes;
      if (low && !current.low) {
        log(
          `Disk space low in ${dir}: ${mebibytes(freeBytes)} free, under DISK_MIN_FREE_MB (${mebibytes(minFreeBytes)}). Writes are refused (507) until space is freed.`,
        );
      } else if (!low && current.low) {
        log(`Disk space back in ${dir}: ${mebibytes(freeBytes)} free. Writes are accepted again.`);
      }
      current = { low, freeBytes };
      unreadable = false;
    } catch (error) {
      // Unknown is not full: a volume that cannot be read (yet) refuses nothing.
      if (!unreadable) log(`Disk space of ${dir} unreadable: ${(error as Error).message}`);
      unreadable = true;
      current = { low: false, freeBytes: null };
    }
    return current;
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { minFreeBytes, status: () => current, check, stop: () => clearInterval(timer) };
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Middleware: while the disk is low, a request that may write (any method but GET, HEAD and
 * OPTIONS) is handed to `refuse` (server.ts answers a French 507 and discards the body unread,
 * decision 0074) before anything reads its body; reads are served.
 */
export function refuseWritesWhenDiskLow<Req extends { method?: string }, Res>(
  guard: DiskGuard,
  refuse: (req: Req, res: Res) => void,
) {
  return (req: Req, res: Res, next: () => void) => {
    if (READS.has(req.method ?? "GET") || !guard.status().low) return next();
    refuse(req, res);
  };
}
