import nodemailer, { type Transporter } from "nodemailer";

// One SMTP transport per URL, shared by the contact outbox and the account e-mails.

const transports = new Map<string, Transporter>();
export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Timeouts bound a pass of the loop when the SMTP server hangs.
    const url = new URL(smtpUrl);
    // A pool keeps the connection open from one message to the next: a backlog is sent at tens of
    // messages a second instead of one connection (and TLS handshake) each (decision 0076).
    for (const [name, ms] of [
      ["connectionTimeout", "10000"],
      ["greetingTimeout", "10000"],
      ["socketTimeout", "20000"],
      ["pool", "true"],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
    }
    transport = nodemailer.createTransport(url.href);
    transports.set(smtpUrl, transport);
  }
  return transport;
}
