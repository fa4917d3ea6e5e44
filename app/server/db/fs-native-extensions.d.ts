// The part of fs-native-extensions (no bundled types) that pglite-lock.server.ts uses.
declare module "fs-native-extensions" {
  /** Takes an exclusive (or shared) lock on the descriptor; false when another holder has it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
