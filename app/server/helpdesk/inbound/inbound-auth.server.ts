import type { HeaderLines } from "mailparser";

// Whether the receiving server vouches for the From address (decision 0064). A mail's From is
// whatever its sender typed; the server that received it checks SPF (the sending host), DKIM (a
// signature of the domain) and DMARC (either one aligned with From's domain) and writes its
// verdict in an Authentication-Results header (RFC 8601). A header that came with the message
// may be forged by its sender, so only the receiving server's are read: those naming one of the
// configured authserv-ids (INBOUND_AUTHSERV_ID), else those above the second Received line (a
// milter's headers sit just under Postfix's own Received line, a service's above its own).

export type SenderCheck = "pass" | "fail" | "none";

interface Result {
  method: string;
  result: string;
  props: Record<string, string>;
}

const unfold = (line: string) => line.replace(/\r?\n[ \t]+/g, " ");

/** Comments out, repeatedly (they may nest one level in practice). */
function withoutComments(value: string): string {
  let previous = "";
  let current = value;
  while (current !== previous) {
    previous = current;
    current = current.replace(/\([^()]*\)/g, " ");
  }
  return current;
}

/** The results of one Authentication-Results value: "id; spf=pass smtp.mailfrom=a.example; …". */
function authenticationResults(value: string): Result[] {
  const [, ...statements] = withoutComments(unfold(value)).split(";");
  const results: Result[] = [];
  for (const statement of statements) {
    const match = /^\s*([a-z0-9_-]+)\s*=\s*([a-z]+)(.*)$/is.exec(statement);
    if (!match) continue;
    const props: Record<string, string> = {};
    for (const prop of match[3]!.matchAll(/([a-z]+\.[a-z0-9_-]+)\s*=\s*("[^"]*"|[^\s;]+)/gi)) {
      props[prop[1]!.toLowerCase()] = prop[2]!.replace(/^"|"$/g, "");
    }
    results.push({ method: match[1]!.toLowerCase(), result: match[2]!.toLowerCase(), props });
  }
  return results;
}

const domainOf = (value: string | undefined) =>
  (value ?? "").trim().toLowerCase().split("@").pop()!.replace(/\.$/, "");

/** Relaxed alignment: the same domain, or one a subdomain of the other (mail.x.gn and x.gn). */
function aligned(domain: string, fromDomain: string): boolean {
  if (!domain || !fromDomain) return false;
  return (
    domain === fromDomain || fromDomain.endsWith(`.${domain}`) || domain.endsWith(`.${fromDomain}`)
  );
}

const valueOf = (line: string) => line.slice(line.indexOf(":") + 1);

/** The authserv-id a header names (its first element, without a version). */
const authservId = (value: string) =>
  withoutComments(unfold(value)).split(";")[0]!.trim().split(/\s+/)[0]!.toLowerCase();

/** The receiving server's Authentication-Results lines. */
function receivingServerLines(headerLines: HeaderLines, trustedIds: readonly string[]) {
  const results = headerLines.filter((line) => line.key === "authentication-results");
  if (trustedIds.length > 0) {
    return results.filter((line) => trustedIds.includes(authservId(valueOf(line.line))));
  }
  const received = headerLines.flatMap((line, index) => (line.key === "received" ? [index] : []));
  const end = received[1] ?? received[0] ?? headerLines.length;
  return headerLines.slice(0, end).filter((line) => line.key === "authentication-results");
}

/** The receiving server's verdict on `fromAddress`. */
export function senderCheck(
  headerLines: HeaderLines,
  fromAddress: string,
  trustedIds: readonly string[] = [],
): SenderCheck {
  const ours = receivingServerLines(headerLines, trustedIds);
  if (ours.length === 0) return "none";
  const results = ours.flatMap((line) => authenticationResults(valueOf(line.line)));
  const fromDomain = domainOf(fromAddress);
  const dmarc = results.filter((r) => r.method === "dmarc");
  // DMARC, when the server evaluated it, is the verdict: it is exactly "SPF or DKIM, aligned".
  if (dmarc.some((r) => r.result === "fail")) return "fail";
  if (
    dmarc.some((r) => r.result === "pass" && aligned(domainOf(r.props["header.from"]), fromDomain))
  )
    return "pass";
  const passes = results.some(
    (r) =>
      r.result === "pass" &&
      ((r.method === "dkim" &&
        aligned(domainOf(r.props["header.d"] ?? r.props["header.i"]), fromDomain)) ||
        (r.method === "spf" && aligned(domainOf(r.props["smtp.mailfrom"]), fromDomain))),
  );
  return passes ? "pass" : "fail";
}
