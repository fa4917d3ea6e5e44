/**
 * The largest request body accepted from anyone (quality bar: 64 KiB). Larger limits, per path
 * and for whom, are upload-limits.server.ts's; the bodies are read by streamedBody
 * (app/server/platform/request-body.server.ts, decision 0074).
 */
export const MAX_BODY_BYTES = 64 * 1024;
