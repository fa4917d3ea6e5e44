import { createRequire } from "node:module";

/** Debian's Java (or JAVA_PATH), for the HTML validator; scripts/ensure-java.mjs installs it. */
export function javaPath(): string {
  return process.env.JAVA_PATH ?? "/usr/bin/java";
}

/** The W3C Nu HTML Checker from the vnu-jar package (its Java download script never runs). */
export function vnuJarPath(): string {
  return String(createRequire(import.meta.url)("vnu-jar"));
}
