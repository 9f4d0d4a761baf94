/**
 * Crash safety of the embedded database, measured (issue 17): the server is killed with SIGKILL
 * KILLS times in a row while customers save My Account edits and file service requests, and restarted each
 * time. Every start must open the database and serve; every edit the server answered 200 must be there
 * afterwards (for each customer, one edit in flight at a time, the stored value is the last answered
 * one or the one in flight when the server died), and every service request answered 200 or 202 must
 * be in the database at the end. Sessions live in the database, so the customers stay signed in across
 * the crashes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { signInCustomer } from './bench/sessions';
import { DEMO_PASSWORD } from '../src/server/db/seed/index';
import { profileUpdateValues, type TMyProfile } from '../src/domain/my-account';
import { openDatabase } from '../src/server/db/client';
import {
  freePort,
  spawnServer,
  stopServer,
  waitUntilServing,
  type ServerProcess,
} from './test/server-process';

/**
 * 20 kills were measured when this was built (docs/operations.md); `npm test` runs 6 to keep the CI
 * run inside its budget, each at a different moment. CRASH_KILLS=20 repeats the full measurement.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 6);
const CUSTOMERS = ['resident@curbside.demo', 'resident2@curbside.demo', 'resident3@curbside.demo'];

interface Writer {
  cookie: string;
  body: ReturnType<typeof profileUpdateValues>;
  lastAnswered?: string;
  inFlight?: string;
  answered: number;
}

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A name the profile rules accept (letters only) that differs for every edit. */
function nameFor(n: number): string {
  let letters = '';
  do {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Crash${letters}`;
}

async function getProfile(url: string, cookie: string): Promise<TMyProfile> {
  const response = await fetch(`${url}/api/me/profile`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as TMyProfile;
}

/** Saves edits one after another until the server stops answering. */
async function writeUntilKilled(url: string, writer: Writer, counter: { n: number }): Promise<void> {
  for (;;) {
    const lastName = nameFor(counter.n++);
    writer.inFlight = lastName;
    let status: number;
    try {
      const response = await fetch(`${url}/api/me/profile`, {
        method: 'PUT',
        headers: { cookie: writer.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ ...writer.body, lastName }),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      return; // the server died with this edit in flight
    }
    if (status !== 200) throw new Error(`an edit was answered ${status}`);
    writer.lastAnswered = lastName;
    writer.inFlight = undefined;
    writer.answered++;
  }
}

/**
 * Files one missed-pickup request (the form a resident uses most) and returns its id when the server
 * answered 200 (filed) or 202 (queued), or null when the server died before answering.
 */
async function fileRequest(url: string, cookie: string, n: number): Promise<string | null> {
  try {
    const response = await fetch(`${url}/api/services/trash/requests/missed-pickup`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: `Crash test ${n}`, details: 'The cart was not emptied.' }),
    });
    const body = (await response.json()) as { requestId?: string };
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(`a request was answered ${response.status}: ${JSON.stringify(body)}`);
    }
    return body.requestId!;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('a request was answered')) throw error;
    return null; // the server died with this request in flight
  }
}

it(`keeps every answered edit through ${KILLS} SIGKILLs`, async () => {
  const started = Date.now();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-crash-'));
  server = spawnServer(dataDir, await freePort());
  await waitUntilServing(server, 180_000);

  const writers: Writer[] = [];
  for (const email of CUSTOMERS) {
    const { cookie } = await signInCustomer(server.url, email, DEMO_PASSWORD);
    writers.push({ cookie, body: profileUpdateValues(await getProfile(server.url, cookie)), answered: 0 });
  }
  const counter = { n: 0 };
  const startTimes: number[] = [];
  const answeredRequests: string[] = [];

  for (let kill = 1; kill <= KILLS; kill++) {
    // one request answered for certain before this round's kill: on a busy machine the ones in flight
    // below are often all cut short, and the answered ones are what the end of the test checks
    const settled = await fileRequest(server.url, writers[0]!.cookie, kill);
    if (settled) answeredRequests.push(settled);
    const running = writers.map((w) => writeUntilKilled(server!.url, w, counter));
    // and every third round one more in flight when the kill comes; the resident files at most
    // 1 + 1/3 a round, under the per-customer limit (30 an hour) even with CRASH_KILLS=20
    if (kill % 3 === 0) {
      running.push(
        fileRequest(server.url, writers[0]!.cookie, kill).then((id) => {
          if (id) answeredRequests.push(id);
        }),
      );
    }
    // kill at a different moment each time, while edits are in flight
    await new Promise((r) => setTimeout(r, 300 + ((kill * 137) % 900)));
    await stopServer(server, 'SIGKILL');
    await Promise.all(running);

    const restart = Date.now();
    server = spawnServer(dataDir, await freePort());
    await waitUntilServing(server, 120_000);
    startTimes.push(Date.now() - restart);
    console.log(`kill ${kill}: restarted and serving in ${((Date.now() - restart) / 1000).toFixed(1)} s`);
    for (const writer of writers) {
      const stored = (await getProfile(server.url, writer.cookie)).lastName;
      const allowed = [writer.lastAnswered, writer.inFlight].filter(Boolean);
      if (writer.lastAnswered) expect(allowed).toContain(stored);
      // what is stored is what the next edit builds on
      writer.lastAnswered = stored;
      writer.inFlight = undefined;
    }
  }

  const answered = writers.reduce((sum, w) => sum + w.answered, 0);
  expect(answered).toBeGreaterThan(KILLS);

  // every answered service request is in the database (read after a clean stop: one opener at a time)
  await stopServer(server);
  server = undefined;
  // one answered a round at least (the server was up), and some of the ones in flight
  expect(answeredRequests.length).toBeGreaterThanOrEqual(KILLS);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = await database.executor.executeSql(
      'select id from service_requests where id = any($1)',
      [answeredRequests],
    );
    expect(rows.length).toBe(answeredRequests.length);
  } finally {
    await database.close();
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `crash safety: ${KILLS} SIGKILLs, ${answered} answered edits and ${answeredRequests.length} answered service requests all present; ` +
      `restart to serving ${seconds(Math.min(...startTimes))}–${seconds(Math.max(...startTimes))} s ` +
      `(median ${seconds(startTimes.sort((a, b) => a - b)[Math.floor(startTimes.length / 2)]!)} s); total ${seconds(Date.now() - started)} s`,
  );
}, 600_000);
