// The hub clients of the real-time benchmark, in a process of their own so the server's memory and CPU
// are the server's alone. Official @microsoft/signalr clients over WebSockets.
//   fanout: `count` clients spread over `urls`, each joined to the response's group; every FormUpdated's
//           arrival time (ms since the epoch) is reported per round once all clients have it.
//   idle:   `count` clients connected to the site-wide hub and doing nothing.
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

const { mode, urls, path, token, responseGuid, count } = JSON.parse(process.argv[2]);
const BATCH = 50;
const now = () => performance.timeOrigin + performance.now();
let round = [];

function report() {
  process.send({ kind: 'round', times: round });
  round = [];
}

async function connect(index) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${urls[index % urls.length]}${path}`, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('FormUpdated', () => {
    round.push(now());
    if (round.length === count) report();
  });
  await connection.start();
  if (mode === 'fanout') await connection.invoke('JoinFormGroup', responseGuid, 'viewer');
  return connection;
}

const connections = [];
for (let start = 0; start < count; start += BATCH) {
  const batch = [];
  for (let index = start; index < Math.min(count, start + BATCH); index += 1) batch.push(connect(index));
  connections.push(...(await Promise.all(batch)));
}
process.send({ kind: 'ready' });
process.on('message', async (message) => {
  // The parent gave up waiting for a round: report what arrived.
  if (message.kind === 'flush') report();
  if (message.kind === 'stop') {
    await Promise.all(connections.map((connection) => connection.stop()));
    process.exit(0);
  }
});
