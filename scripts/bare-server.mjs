// The yardstick for `npm run bench:http`: a bare node:http server that sends one saved answer
// (status, headers, body) from memory for every request. Usage: node scripts/bare-server.mjs FILE.json
import { readFileSync } from "node:fs";
import http from "node:http";

const saved = JSON.parse(readFileSync(process.argv[2], "utf8"));
const body = Buffer.from(saved.body, "base64");
const headers = [...saved.headers.flat(), "Content-Length", String(body.length)];
const server = http.createServer((_req, res) => {
  res.writeHead(saved.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, "127.0.0.1", () => console.log(`PORT ${server.address().port}`));
