import http from 'node:http';

// The load of the save benchmark, in a process of its own so the server's CPU time is the server's alone.
// Each client saves answers to its own response one after another (as a person typing does) for the
// given time; the parent receives every save's latency.
const { baseUrl, token, targets, seconds, warmupSeconds } = JSON.parse(process.argv[2]);

const latencies = [];
let failures = 0;
let firstFailure = '';
const until = Date.now() + (warmupSeconds + seconds) * 1000;
const measureFrom = Date.now() + warmupSeconds * 1000;
let measuredStart = 0;
let cpuAtStart;

// node:http with kept-alive sockets, one per client: `fetch` cost this process about 1.4 ms of CPU per save,
// as much as the server's own, on the same two cores (bench/README.md, "The load client").
const agent = new http.Agent({ keepAlive: true, maxSockets: targets.length });

function post(url, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function client({ formGuid, responseGuid, elementGuids }, index) {
  let n = index;
  while (Date.now() < until) {
    const element = elementGuids[n++ % elementGuids.length];
    const url = `${baseUrl}/api/mwforms/${formGuid}/responses/${responseGuid}/answers/${element}/00000000-0000-0000-0000-000000000000/SubmitAnswer`;
    const started = performance.now();
    const status = await post(url, JSON.stringify(`answer ${n} from client ${index}`));
    const took = performance.now() - started;
    if (status !== 200) {
      failures += 1;
      firstFailure ||= `${status}`;
    } else if (Date.now() >= measureFrom) {
      if (!measuredStart) {
        measuredStart = Date.now() - took;
        cpuAtStart = process.cpuUsage();
      }
      latencies.push(took);
    }
  }
}

await Promise.all(targets.map(client));
const cpu = process.cpuUsage(cpuAtStart);
process.send({
  latencies,
  failures,
  firstFailure,
  measuredMs: Date.now() - measuredStart,
  cpuMs: (cpu.user + cpu.system) / 1000,
});
