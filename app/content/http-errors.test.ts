import { describe, expect, it } from "vitest";
import { errorStatus, httpErrors } from "./http-errors";

// The status the server answers for an error thrown by a middleware (static files, body parsing):
// a client error passes through as it is (issue 12, point 5), anything else is a 500.

describe("errorStatus", () => {
  it.each([
    [{ status: 400 }, 400],
    [{ status: 403 }, 403],
    [{ statusCode: 404 }, 404],
    [{ status: 405 }, 405],
    [{ status: 413 }, 413],
    [{ status: 416, statusCode: 416 }, 416],
    [{ status: "416" }, 416],
  ])("passes a client error through: %o → %i", (error, status) => {
    expect(errorStatus(error)).toBe(status);
  });

  it.each([
    [{}, 500],
    [{ status: 500 }, 500],
    [{ status: 503 }, 500],
    [{ status: 302 }, 500],
    [{ status: 416.5 }, 500],
    [{ status: "abc" }, 500],
    [{ status: null, statusCode: undefined }, 500],
  ])("answers 500 for anything else: %o → %i", (error, status) => {
    expect(errorStatus(error)).toBe(status);
  });

  it("has a French text for every client error it passes through", () => {
    for (const status of [400, 403, 404, 405, 413, 416]) expect(httpErrors[status]).toBeTruthy();
  });
});
