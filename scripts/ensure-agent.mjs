// Makes sure Debian's FusionInventory agent is there: the inventory's browser test runs the real
// agent against the built server (tests/e2e/inventory-agent.spec.ts). As root it installs the
// `fusioninventory-agent` package with apt-get; otherwise it stops with a one-line instruction.
import { ensureProgram } from "./apt-install.mjs";

export function ensureInventoryAgent() {
  return ensureProgram(
    "/usr/bin/fusioninventory-agent",
    "FUSIONINVENTORY_AGENT_PATH",
    "fusioninventory-agent",
    "The FusionInventory agent (for the inventory's browser test)",
  );
}
