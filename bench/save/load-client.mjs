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

async function client({ formGuid, responseGuid, elementGuids }, index) {
  let n = index;
  while (Date.now() < until) {
    const element = elementGuids[n++ % elementGuids.length];
    const url = `${baseUrl}/api/mwforms/${formGuid}/responses/${responseGuid}/answers/${element}/00000000-0000-0000-0000-000000000000/SubmitAnswer`;
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(`answer ${n} from client ${index}`),
    });
    await response.arrayBuffer();
    const took = performance.now() - started;
    if (response.status !== 200) {
      failures += 1;
      firstFailure ||= `${response.status}`;
    } else if (Date.now() >= measureFrom) {
      if (!measuredStart) measuredStart = Date.now() - took;
      latencies.push(took);
    }
  }
}

await Promise.all(targets.map(client));
process.send({ latencies, failures, firstFailure, measuredMs: Date.now() - measuredStart });
