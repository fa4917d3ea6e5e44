import type { PortalField } from "~/content/helpdesk-portal";
import type { TicketStatus } from "~/content/helpdesk";

// What the requester portal's server and pages share (types only: the pages never load zod).

export type PortalValues = Record<PortalField, string>;

/**
 * The portal form's refusal, with the visitor's input. An accepted post is not data: it redirects
 * to the confirmation page (portalSentPath), with the number, or none for the honeypot.
 */
export interface PortalResult {
  ok: false;
  status: number;
  formError?: string;
  fieldErrors?: Partial<Record<PortalField, string>>;
  values: PortalValues;
}

/** The portal's layout and form page: the workspace the slug names. */
export interface PortalWorkspaceView {
  name: string;
  slug: string;
  readOnly: boolean;
}

export interface FollowAttachment {
  id: string;
  filename: string;
  /** "1,2 Mo" */
  size: string;
}

/** One entry of the public thread: replies and status changes (never notes, never other events). */
export type FollowEntry = {
  id: string;
  /** Formatted in French (Africa/Conakry). */
  at: string;
  attachments: FollowAttachment[];
} & (
  | { kind: "reply"; author: "requester" | "team"; authorName: string; body: string }
  | { kind: "status"; from: string; to: string }
);

/** The private follow page of one ticket. */
export interface FollowView {
  number: string;
  subject: string;
  description: string;
  status: TicketStatus;
  openedAt: string;
  entries: FollowEntry[];
  /** Files sent with the request itself. */
  attachments: FollowAttachment[];
  /** Not closed or cancelled. */
  canReply: boolean;
  /** A reply reopens it ('Résolu' or 'En attente'). */
  reopens: boolean;
  canVote: boolean;
  vote: "up" | "down" | null;
  comment: string;
  /** The workspace's trial is over: the page says so and shows no form (nothing would be taken). */
  readOnly: boolean;
}
