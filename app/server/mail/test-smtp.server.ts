import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// An SMTP server on 127.0.0.1 for the tests (unit and browser): each message's raw text and its
// envelope recipients go to `onMessage`, and the server answers once it settles (a rejection is the
// SMTP error the client sees).

export interface SmtpSink {
  url: string;
  close(): void;
}

export async function startSmtpSink(
  onMessage: (raw: string, envelope: { to: string[] }) => void | Promise<void>,
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 per connection (it waits for a resolver here).
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        Promise.resolve()
          .then(() => onMessage(raw, { to }))
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
