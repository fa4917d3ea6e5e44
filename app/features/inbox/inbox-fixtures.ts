import { DEFAULT_INBOX_QUERY } from "~/contracts/inbox-query";
import type { InboxRow, InboxView, MessageView } from "~/contracts/inbox-views";

// Sample data for the inbox's component tests, including hostile text stored verbatim.

export const HOSTILE = {
  fullName: '"><img src=x onerror=alert(1)>',
  email: "x@exemple.gn?bcc=victime@exemple.gn",
  subject: "<script>alert(1)</script>",
  message:
    '=HYPERLINK("http://evil.example")\n\'; DROP TABLE contact_message; --\n\u202Egnp.exe 😀',
};

export const row = (overrides: Partial<InboxRow> = {}): InboxRow => ({
  id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
  fullName: "Aminata Condé",
  email: "aminata@exemple.gn",
  subject: "Audit de sécurité",
  preview: "Bonjour, nous souhaitons un audit.",
  createdAt: new Date(Date.UTC(2026, 10, 22, 14, 5)),
  status: "read",
  mailStatus: "sent",
  kind: "contact",
  ...overrides,
});

export const view = (overrides: Partial<InboxView> = {}): InboxView => ({
  items: [row()],
  counts: { all: 1, new: 0, read: 1, handled: 0 },
  total: 1,
  page: 1,
  pageCount: 1,
  query: DEFAULT_INBOX_QUERY,
  ...overrides,
});

export const message = (overrides: Partial<MessageView> = {}): MessageView => ({
  id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
  fullName: "Aminata Condé",
  email: "aminata@exemple.gn",
  subject: "Audit de sécurité",
  message: "Bonjour,\n\nnous souhaitons un audit.",
  createdAt: new Date(Date.UTC(2026, 10, 22, 14, 5)),
  status: "read",
  handledAt: null,
  mailStatus: "sent",
  mailAttempts: 1,
  mailLastError: null,
  ...overrides,
});

/** The staff e-mail of a message that failed for good. */
export const FAILED_MAIL = {
  mailStatus: "failed",
  mailAttempts: 8,
  mailLastError: "Invalid login: 535 5.7.8 Authentication credentials invalid",
} as const;
