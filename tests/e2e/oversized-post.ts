import { request as httpRequest } from "node:http";

// A POST that declares a body larger than the server's limit and sends only its first bytes: the
// server answers 413 from the Content-Length before reading any of it, so the answer comes at once.

export function postOversized(
  url: string,
  headers: Record<string, string>,
  declaredBytes: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: "POST",
      headers: { ...headers, "Content-Length": String(declaredBytes) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.write("--x\r\n");
  });
}
