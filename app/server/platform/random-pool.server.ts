import { randomBytes } from "node:crypto";

// Random bytes for the values each request makes (a CSP nonce, a portal link's salt), drawn from
// one block of the system's CSPRNG at a time, as Node's own `randomUUID` does. `randomBytes(n)`
// is one `getrandom` system call per call: 0.05 ms each on this machine, two per portal post
// (decision 0148). Each byte is handed out once; a block is never written again once taken.

const BLOCK = 4096;
/** Larger draws gain nothing from the block: straight from the system. */
const LARGEST_POOLED = 256;

let block = Buffer.alloc(0);
let used = 0;

/** `size` fresh random bytes (a view of a block that nothing else is handed). */
export function pooledRandomBytes(size: number): Buffer {
  if (size > LARGEST_POOLED) return randomBytes(size);
  if (used + size > block.length) {
    block = randomBytes(BLOCK);
    used = 0;
  }
  const bytes = block.subarray(used, used + size);
  used += size;
  return bytes;
}
