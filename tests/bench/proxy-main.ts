// A bare forwarding proxy in its own process (issue #12): every request passed to CouchDB as is,
// no checks. What any gateway costs for its extra hop, the floor under the gateway's figure.
import http from 'node:http';

const target = new URL(process.argv[2]!);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const server = http.createServer((req, res) => {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: target.host },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`running at http://127.0.0.1:${port}`);
});
