// The rendering floor of a list page (decision 0134): the least a Node server can do to send the
// same page, measured by cost-ab-bench.mjs beside the project in the same round. node:http and the
// same `compression` middleware as server.ts, no router, no auth, no database:
// - GET /bytes/{name}: the page's HTML as the project sent it (bytes kept in memory).
// - GET /react/{name}: the same markup rendered by React each time (`renderToPipeableStream`, the
//   whole document, sent once complete as entry.server.tsx does). Its element tree is built once
//   from the HTML (every element, attribute and text), so React does the page's element work and
//   nothing of the components that made it.
// Run with NODE_ENV=production (React's production build). Env: PORT, HTML_FLOOR_PAGES (a JSON
// file: { name: html }).
import { readFileSync } from "node:fs";
import http from "node:http";
import { PassThrough } from "node:stream";
import compression from "compression";
import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

const pages = JSON.parse(readFileSync(process.env.HTML_FLOOR_PAGES, "utf8"));

// Attributes React names otherwise, and the boolean ones it drops when given a string.
const RENAMED = { class: "className", for: "htmlFor", tabindex: "tabIndex", charset: "charSet" };
const BOOLEAN = new Set([
  "hidden",
  "checked",
  "disabled",
  "selected",
  "multiple",
  "open",
  "defer",
  "async",
  "required",
  "readonly",
  "novalidate",
  "autofocus",
]);
const RAW = new Set(["script", "style"]);

/** `a: b; c-d: e` as React's style object. */
function styleObject(text) {
  const style = {};
  for (const part of text.split(";")) {
    const at = part.indexOf(":");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const key = name.startsWith("--")
      ? name
      : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    style[key] = part.slice(at + 1).trim();
  }
  return style;
}

/** A DOM node as a React node (null for comments). */
function toReact(node, key) {
  if (node.nodeType === 3) return node.data;
  if (node.nodeType !== 1) return null;
  const tag = node.localName;
  const props = key === undefined ? {} : { key };
  for (const { name, value } of node.attributes) {
    if (name === "style") props.style = styleObject(value);
    else if (BOOLEAN.has(name)) props[name === "readonly" ? "readOnly" : name] = true;
    else props[RENAMED[name] ?? name] = value;
  }
  if (RAW.has(tag)) {
    props.dangerouslySetInnerHTML = { __html: node.textContent };
    return createElement(tag, props);
  }
  if (tag === "textarea") {
    props.defaultValue = node.textContent;
    return createElement(tag, props);
  }
  const source = tag === "template" ? node.content.childNodes : node.childNodes;
  const children = [];
  let i = 0;
  for (const child of source) {
    const element = toReact(child, i++);
    if (element !== null) children.push(element);
  }
  return createElement(tag, props, ...children);
}

const trees = Object.fromEntries(
  Object.entries(pages).map(([name, html]) => [
    name,
    toReact(new JSDOM(html).window.document.documentElement),
  ]),
);
const bytes = Object.fromEntries(
  Object.entries(pages).map(([name, html]) => [name, Buffer.from(html)]),
);

/** The whole document rendered by React, as bytes (entry.server.tsx waits for all of it too). */
function render(tree) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      onAllReady() {
        const chunks = [];
        const body = new PassThrough();
        body.on("data", (chunk) => chunks.push(chunk));
        body.on("end", () => resolve(Buffer.concat(chunks)));
        body.on("error", reject);
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

const compress = compression();
const server = http.createServer((req, res) => {
  compress(req, res, async () => {
    const [, kind, encoded] = req.url.split("/");
    const name = decodeURIComponent(encoded ?? "");
    if (req.url === "/healthz") return res.end("ok");
    if (!(name in pages)) return void res.writeHead(404).end();
    try {
      const body = kind === "react" ? await render(trees[name]) : bytes[name];
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1");
