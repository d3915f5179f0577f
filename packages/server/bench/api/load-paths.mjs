// One autocannon run over a list of paths, one request each (a call that changes what it names, such
// as an accept), in its own process. Reads {origin, method, paths, body, headers, connections, seconds} on argv[2].
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
let next = 0;
const result = await autocannon({
  url: options.origin,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers,
  requests: [
    {
      method: options.method,
      body: options.body ? JSON.stringify(options.body) : undefined,
      setupRequest: (request) => ({ ...request, path: options.paths[next++ % options.paths.length] }),
    },
  ],
});
process.stdout.write(JSON.stringify(result));
