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

/** Who opened a valid link (another signed-in account sees it as "unknown"). */
export type InvitationVisitor = "anonymous" | "invited" | "member";

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
      signInHref: string;
      signUpHref: string;
      /** A refusal of the last POST (rate limit, database down). */
      formError?: string;
    };
