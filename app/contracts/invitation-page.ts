// What /invitation/:id shows (its loader and its action answer this; the page renders it).

export type InvitationState =
  /** No such invitation (404). */
  | "unknown"
  /** Past its 48 hours (410). */
  | "expired"
  /** Accepted, revoked or refused already (410). */
  | "used"
  /** Pending and valid: the page offers what fits the visitor. */
  | "open";

/** Who opened a valid link. */
export type InvitationVisitor = "anonymous" | "invited" | "other" | "member";

export type InvitationPage =
  | { state: "unknown" | "expired" | "used"; signedIn: boolean }
  | {
      state: "open";
      visitor: InvitationVisitor;
      workspaceName: string;
      inviterName: string;
      roleLabel: string;
      /** The end of validity, in French. */
      expiresOn: string;
      /** The invited address, masked (shown to another account). */
      maskedEmail: string;
      signInHref: string;
      signUpHref: string;
      /** A refusal of the last POST (rate limit, database down). */
      formError?: string;
    };
