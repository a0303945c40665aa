/**
 * The static-file limit of the page benchmark: a plain node:http server answering each path with
 * the bytes and headers given in the JSON file named by its argument, as the site sent them.
 *   node bench/static-server.ts PORT FILE
 */
import { readFileSync } from "node:fs";
import http from "node:http";

type Stored = { path: string; headers: Record<string, string>; body: string };

const [port, file] = process.argv.slice(2);
const pages = new Map(
  (JSON.parse(readFileSync(file!, "utf8")) as Stored[]).map((page) => [
    page.path,
    { headers: page.headers, body: Buffer.from(page.body, "base64") },
  ]),
);

http
  .createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...page.headers, "Content-Length": page.body.length });
    res.end(page.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
