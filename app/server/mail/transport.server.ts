import nodemailer, { type Transporter } from "nodemailer";

// One SMTP transport per URL, shared by the contact outbox and the account e-mails.

const transports = new Map<string, Transporter>();
export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Timeouts bound a pass of the loop when the SMTP server hangs.
    const url = new URL(smtpUrl);
    for (const [name, ms] of [
      ["connectionTimeout", "10000"],
      ["greetingTimeout", "10000"],
      ["socketTimeout", "20000"],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
    }
    transport = nodemailer.createTransport(url.href);
    transports.set(smtpUrl, transport);
  }
  return transport;
}
