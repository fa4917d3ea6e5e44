// Installs a missing Debian package for the test tools: with apt-get as root, otherwise it stops
// with a one-line instruction.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Returns the program's path (`process.env[envVar]`, or `defaultPath`), installing Debian's `pkg`
 * first when it is missing; a path set in the environment that does not exist stops the run.
 */
export function ensureProgram(defaultPath, envVar, pkg, what) {
  const path = process.env[envVar] ?? defaultPath;
  if (existsSync(path)) return path;
  if (process.env[envVar]) {
    console.error(`${envVar} points to ${path}, which does not exist.`);
    process.exit(1);
  }
  aptInstall(pkg, what, envVar);
  return path;
}

function aptInstall(pkg, what, envVar) {
  if (process.getuid?.() !== 0) {
    const or = envVar ? ` (or set ${envVar})` : "";
    console.error(
      `${what} is missing: run \`sudo apt-get install -y ${pkg}\`${or}, then try again.`,
    );
    process.exit(1);
  }
  console.log(`${what} is missing: installing Debian's ${pkg} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", pkg],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed; install ${pkg} by hand and try again.`);
      process.exit(1);
    }
  }
}
