// Generates a migration from the drizzle tables, then drops the "public". qualifier drizzle-kit writes,
// so migrations apply to whatever schema the connection's search_path names (tests use their own).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const name = process.argv[2];
if (!name) throw new Error('Usage: npm run db:generate -- <migration-name>');
execSync(`npx drizzle-kit generate --name ${name}`, { stdio: 'inherit' });
const folder = path.resolve(import.meta.dirname, '..', 'src', 'server', 'db', 'migrations');
for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(folder, file);
  const sql = fs.readFileSync(full, 'utf8');
  if (sql.includes('"public".')) fs.writeFileSync(full, sql.replaceAll('"public".', ''));
}
