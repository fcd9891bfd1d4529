import { createServer } from 'node:http';
import { isbnStubHandler } from '../helpers/isbn-stub.ts';

// The ISBN providers of the e2e run (playwright.config.ts starts it beside the servers): the test
// stub of BrasilAPI, Open Library and its covers on a fixed port, every provider answering, so no
// e2e test ever asks the real services. Usage: tsx tests/e2e/isbn-provider.ts <port>

const port = Number(process.argv[2]);
const base = `http://127.0.0.1:${port}`;
const handle = isbnStubHandler(
  {
    behaviour: { brasilapi: 'found', openlibrary: 'found', cover: 'found' },
    brasilApiCover: true,
    requests: [],
  },
  () => base,
);
createServer((req, res) => {
  if (req.url === '/healthz') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  else void handle(req, res);
}).listen(port, '127.0.0.1');
