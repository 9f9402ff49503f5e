import net from 'node:net';

// The load of the save benchmark, in a process of its own so the server's CPU time is the server's alone.
// Each client saves answers to its own response one after another (as a person typing does) for the
// given time; the parent receives every save's latency.
const { baseUrl, token, targets, seconds, warmupSeconds } = await new Promise((resolve) =>
  process.once('message', resolve),
);

const latencies = [];
let failures = 0;
let firstFailure = '';
const until = Date.now() + (warmupSeconds + seconds) * 1000;
const measureFrom = Date.now() + warmupSeconds * 1000;
let measuredStart = 0;
let cpuAtStart;

// HTTP/1.1 over one kept-alive socket per client, written and read here rather than through `node:http`.
// The load shares the machine's two cores with the server and the database, and what it costs is taken from
// them: `fetch` cost about 1.4 ms of CPU per save, `node:http` 0.1–0.8 ms, as much as a third of the
// server's own (bench/README.md, "The load client"). A request is one write of a ready string; a response is
// read up to its status line, headers and body (Content-Length or chunked), which is all a client of the
// benchmark needs, and anything else (a closed socket, a malformed reply) fails the save and reconnects.
const { hostname, port } = new URL(baseUrl);
const HEAD_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

function connection() {
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
  let pending = null;
  let buffered = Buffer.alloc(0);
  const settle = (outcome) => {
    const waiting = pending;
    pending = null;
    buffered = Buffer.alloc(0);
    if (!waiting) return;
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  };
  socket.on('data', (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const headEnd = buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = buffered.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const bodyStart = headEnd + HEAD_END.length;
    if (length) {
      if (buffered.length - bodyStart >= Number(length[1])) settle(status);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      if (buffered.subarray(bodyStart - 2).includes(CHUNKED_END)) settle(status);
    } else {
      settle(new Error(`a reply without a length: ${head.split('\r\n')[0]}`));
      socket.destroy();
    }
  });
  socket.on('error', (error) => settle(error));
  socket.on('close', () => settle(new Error('the server closed the connection')));
  return {
    socket,
    post(path, body) {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(
          `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nauthorization: Bearer ${token}\r\n` +
            `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
    },
  };
}

async function client({ formGuid, responseGuid, elementGuids }, index) {
  let n = index;
  let open = connection();
  while (Date.now() < until) {
    const element = elementGuids[n++ % elementGuids.length];
    const path = `/api/mwforms/${formGuid}/responses/${responseGuid}/answers/${element}/00000000-0000-0000-0000-000000000000/SubmitAnswer`;
    const started = performance.now();
    let status;
    try {
      status = await open.post(path, JSON.stringify(`answer ${n} from client ${index}`));
    } catch (error) {
      status = error.message;
      open.socket.destroy();
      open = connection();
    }
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
  open.socket.destroy();
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
