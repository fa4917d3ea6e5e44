// The secret a machine client sends in its Authorization header: a Bearer token, or the password
// of HTTP Basic credentials with any user name (what GLPI Agent sends, and what an inbound-mail
// service sends for `https://user:secret@host/…`, some only after a 401 challenge).

/** The bearer secret of an Authorization header, or null. */
function bearerSecret(header: string | null): string | null {
  const match = /^Bearer\s+([\x21-\x7e]{1,200})\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/** A Bearer token, else the password of Basic credentials; null when neither is there. */
export function credentialSecret(header: string | null): string | null {
  const bearer = bearerSecret(header);
  if (bearer) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]{1,600})\s*$/i.exec(header ?? "");
  if (!basic) return null;
  const decoded = Buffer.from(basic[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 && decoded.length > colon + 1 ? decoded.slice(colon + 1) : null;
}
