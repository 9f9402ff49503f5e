import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface DemoCredential {
  email: string;
  password: string;
  /** What the person may do, in words, for people reading the file. */
  description: string;
}

export const demoCredentialsFileName = 'demo-credentials.txt';

/** A password nobody can guess but people can still type: four groups of mixed letters and digits. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => alphabet[crypto.randomInt(alphabet.length)]).join(''),
  );
  // One fixed upper-case letter and digit keep any reasonable password policy satisfied.
  return `${groups.join('-')}-A7`;
}

/** Writes the sign-ins to the data directory, readable by the server's user only. */
export function writeDemoCredentials(dataDir: string, credentials: DemoCredential[]): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, demoCredentialsFileName);
  const lines = [
    '# Demo sign-ins created on the first start of this data directory.',
    '# Change these passwords (or delete the demo people) before real people use this server.',
    '# e-mail<TAB>password<TAB>what the person may do',
    ...credentials.map((c) => `${c.email}\t${c.password}\t${c.description}`),
  ];
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of an existing file: make sure it is private either way.
  fs.chmodSync(file, 0o600);
  return file;
}

/** Reads the sign-ins back (end-to-end tests sign in with them). */
export function readDemoCredentials(dataDir: string): DemoCredential[] {
  const text = fs.readFileSync(path.join(dataDir, demoCredentialsFileName), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [email = '', password = '', description = ''] = line.split('\t');
      return { email, password, description };
    });
}

/** A framed block for the console: it has to stand out among the startup logs. */
export function printBoxed(lines: string[]): void {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  const body = lines.map((line) => `| ${line.padEnd(width)} |`);
  process.stdout.write(`\n${[rule, ...body, rule].join('\n')}\n\n`);
}
