import {
  KNOWLEDGE_MODULE_ID,
  KNOWLEDGE_PERMISSIONS,
  knowledgeJournalLabels,
} from "~/content/knowledge";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { knowledgeExport } from "./knowledge-export.server";
import { portalSuggestions } from "./portal-help.server";
import { knowledgeTicketPanel } from "./ticket-panel.server";
import { seedKnowledge } from "./knowledge-seed.server";

// 'Suivi des procédures IT', as the platform reads it (decisions 0083, 0084).

export const knowledgeManifest: ModuleManifest = {
  id: KNOWLEDGE_MODULE_ID,
  schema: ["app/server/knowledge/schema.server.ts"],
  exporters: [{ key: "knowledge", part: knowledgeExport }],
  permissions: KNOWLEDGE_PERMISSIONS,
  journalLabels: knowledgeJournalLabels,
  ticketPanel: knowledgeTicketPanel,
  portalSuggestions,
  seed: seedKnowledge,
};
