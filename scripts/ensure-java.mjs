// Makes sure a Java runtime is there for the HTML validator (the vnu-jar package, W3C Nu). As root
// it installs Debian's `default-jre-headless` package with apt-get; otherwise it stops with a
// one-line instruction. (vnu-jar's own script, which would download a Java, is denied in
// package.json: allowScripts.)
import { ensureProgram } from "./apt-install.mjs";

export function ensureJava() {
  return ensureProgram(
    "/usr/bin/java",
    "JAVA_PATH",
    "default-jre-headless",
    "Java (for the HTML validator)",
  );
}
