import { parentPort } from "node:worker_threads";
import { renderBillingPdf, type BillingPdfInput } from "~/server/billing/billing-pdf.server";
import { parseMime } from "~/server/helpdesk/inbound/inbound-mail-parse.server";
import { parseAgentBody, type AgentCoding } from "~/server/inventory/agent/agent-parse.server";
import { renderReportPdf, type ReportPdfInput } from "~/server/reporting/pdf/report-pdf.server";
import { parseCsvFile, type CsvChunk } from "./csv-file.server";

// The parse worker's entry (decision 0075): a thread of the worker pool (parse-pool.server.ts)
// runs here the heavy parsing of what tenants send, away from the event loop that serves every
// request: agent submissions (inflate, JSON or XML), inbound e-mails (MIME, HTML to text) and CSV
// uploads. Built as its own file next to the server build (vite.config.ts). Each task is a pure
// function of its input; no database, no secrets.

export const parseTasks = {
  agent: (input: { raw: Uint8Array; coding: AgentCoding | null }) =>
    parseAgentBody(input.raw, input.coding),
  mail: (input: { raw: Uint8Array }) => parseMime(input.raw),
  csv: (input: { bytes: Uint8Array; maxRows: number }, emit: (chunk: CsvChunk) => void) =>
    parseCsvFile(input.bytes, input.maxRows, emit),
  // Not a parse: the monthly report's PDF, drawn away from the event loop (decision 0109).
  reportPdf: (input: ReportPdfInput) => renderReportPdf(input),
  // The billing's documents (quote, invoice, credit note, receipt; decision 0114).
  billingPdf: (input: BillingPdfInput) => renderBillingPdf(input),
};

export type ParseTasks = typeof parseTasks;

type Message = { id: number; name: keyof ParseTasks; input: never };

parentPort?.on("message", ({ id, name, input }: Message) => {
  const emit = (chunk: unknown) => parentPort!.postMessage({ id, chunk });
  const task = parseTasks[name] as (input: never, emit: (chunk: unknown) => void) => unknown;
  Promise.resolve()
    .then(() => task(input, emit))
    .then(
      (result) => parentPort!.postMessage({ id, result }),
      (error: unknown) => parentPort!.postMessage({ id, error: String(error) }),
    );
});

// Loaded: the pool may now hand this thread a task, and start its clock (decision 0088).
parentPort?.postMessage({ ready: true });
