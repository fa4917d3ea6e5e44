import type { FastPathOutcome } from "~/server/http/fast-path.server";

// What the production server (server.ts) hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce of this response. */
    nonce?: string;
    /** The client's IP: the socket's, or the TRUST_PROXY header's when the operator names one. */
    clientIp?: string;
    /**
     * False for React Router's data requests (`*.data`, client-side navigations and fetchers):
     * a loader may leave out of its data what the document's HTML already holds.
     */
    documentRequest?: boolean;
    /**
     * What the route's action already returned or threw for this request on the fast path
     * (server/http/fast-path.server.ts): the route hands it back instead of running again.
     */
    fastPathOutcome?: FastPathOutcome;
  }
}

export {};
