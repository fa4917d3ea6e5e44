// What the production server (server.ts) hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce of this response. */
    nonce?: string;
  }
}

export {};
