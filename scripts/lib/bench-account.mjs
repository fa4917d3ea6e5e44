// The benchmarks' account: a fresh owner of a new workspace, signed up over HTTP on a server that
// trusts `x-bench-client-ip` (TRUST_PROXY), one client IP per script for the rate limits.

/** Signs up `Aïssatou Diallo` (a unique address) and resolves with the session cookie. */
export async function signUpOwner(base, { ip, prefix = "banc" }) {
  const response = await fetch(`${base}/inscription`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "x-bench-client-ip": ip,
    },
    body: new URLSearchParams({
      fullName: "Aïssatou Diallo",
      email: `${prefix}-${Date.now()}@exemple.gn`,
      password: "une phrase de passe pour le banc",
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`${prefix} sign-up: ${response.status}`);
  return cookie;
}
