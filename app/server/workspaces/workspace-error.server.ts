/** A refusal with its status and French message; routes turn it into a form error or a page. */
export class WorkspaceError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503,
    message: string,
  ) {
    super(message);
    this.name = "WorkspaceError";
  }
}
