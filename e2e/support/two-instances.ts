import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

// Two app processes as a deployment runs them: one PostgreSQL database, one public address, and a
// sticky load balancer in front that sends each browser to the instance named by its cookie (as
// cookie-based session affinity does). The instances know each other only through the database.

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const INSTANCE_COOKIE = 'instance';

export interface TwoInstances {
  /** The address browsers use: the load balancer's. */
  readonly publicUrl: string;
  /** The data folder of the instance that seeded the demo (its sign-ins are written there). */
  readonly seededDataDir: string;
  /** WebSocket upgrades each instance received through the load balancer. */
  readonly upgrades: Record<'a' | 'b', number>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app at ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/auth/config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app at ${url} did not start within ${timeoutMs} ms`);
}

function startApp(port: number, publicUrl: string, databaseUrl: string, dataDir: string): ChildProcess {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

function instanceOf(cookieHeader: string | undefined): 'a' | 'b' {
  const match = /(?:^|;\s*)instance=([ab])(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] === 'b' ? 'b' : 'a';
}

/** Starts a fresh database, two instances on it (the first seeds the demo) and the load balancer. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const databaseName = `e2e_two_instances_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;

  const [balancerPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
  const publicUrl = `http://localhost:${balancerPort}`;
  const ports = { a: portA, b: portB };
  const dataDirs = { a: path.resolve('.tmp/e2e-instance-a'), b: path.resolve('.tmp/e2e-instance-b') };
  const upgrades = { a: 0, b: 0 };

  const balancer = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[instanceOf(request.headers.cookie)],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  balancer.on('upgrade', (request, socket, head) => {
    const instance = instanceOf(request.headers.cookie);
    upgrades[instance] += 1;
    const upstream = net.connect(ports[instance], '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => balancer.listen(balancerPort, '127.0.0.1', resolve));

  // One after the other, so the demo's sign-ins are in the first one's data folder.
  const appA = startApp(portA, publicUrl, databaseUrl.href, dataDirs.a);
  await waitUntilServing(`http://127.0.0.1:${portA}`, appA);
  const appB = startApp(portB, publicUrl, databaseUrl.href, dataDirs.b);
  await waitUntilServing(`http://127.0.0.1:${portB}`, appB);

  return {
    publicUrl,
    seededDataDir: dataDirs.a,
    upgrades,
    async stop() {
      balancer.closeAllConnections();
      await new Promise((resolve) => balancer.close(resolve));
      for (const app of [appA, appB]) {
        if (app.exitCode !== null) continue;
        const exited = new Promise((resolve) => app.once('exit', resolve));
        app.kill('SIGTERM');
        await exited;
      }
      await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
}
