/** `npm run contract` (scripts/contract.mjs loads this through Vite's module runner). */
import { parseArgs } from 'node:util';
import { formatResult, runContract } from './run';

const HELP = `Usage: npm run contract -- --base-url URL --email E --password P [--write]

Checks that a server answers what the panel expects: signs in, calls every read endpoint
of SPEC.md §7 with ids it discovers, and parses each answer with the panel's own schemas.
Prints PASS or FAIL (schema path and value) per call, and WARN for each record with a number
sent as a numeric string (read, so it passes); exits 1 if anything failed.

  --base-url URL   the API base, ending in /api/v1 (e.g. https://api.example.org/api/v1)
  --email E        an administrator's email
  --password P     their password (or set CONTRACT_PASSWORD)
  --write          also create, update and delete a throwaway tag, country and city
                   (without it nothing is written)
  -h, --help       this text`;

export async function main(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        write: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const baseUrl = values['base-url'];
  const password = values.password ?? process.env.CONTRACT_PASSWORD;
  if (!baseUrl || !values.email || !password) {
    console.error(`--base-url, --email and --password are required.\n\n${HELP}`);
    return 2;
  }
  console.log(`Contract check of ${baseUrl} (${values.write ? 'reads and a write round trip' : 'reads only'})`);
  const results = await runContract({
    baseUrl,
    email: values.email,
    password,
    write: values.write,
    onResult: (r) => console.log(formatResult(r)),
  });
  const failed = results.filter((r) => !r.ok).length;
  const warned = results.filter((r) => r.warning).length;
  console.log(`${results.length - failed - warned} passed, ${failed} failed${warned > 0 ? `, ${warned} read leniently (WARN: passes)` : ''}`);
  return failed > 0 || results.length === 0 ? 1 : 0;
}
