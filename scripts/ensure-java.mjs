// Makes sure a Java runtime is there for the HTML validator (the vnu-jar package, W3C Nu). As root
// it installs Debian's `default-jre-headless` package with apt-get; otherwise it stops with a
// one-line instruction. (vnu-jar's own script, which would download a Java, is denied in
// package.json: allowScripts.)
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.mjs";

export function ensureJava() {
  const path = process.env.JAVA_PATH ?? "/usr/bin/java";
  if (existsSync(path)) return path;
  if (process.env.JAVA_PATH) {
    console.error(`JAVA_PATH points to ${path}, which does not exist.`);
    process.exit(1);
  }
  aptInstall("default-jre-headless", "Java (for the HTML validator)", "JAVA_PATH");
  return path;
}
