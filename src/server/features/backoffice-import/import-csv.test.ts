import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { useTestDatabase } from '../../test/db';
import { ImportFileError, importBackOfficeCsv } from './import-csv';

const SAMPLE = path.resolve('test-fixtures/backoffice-sample.csv');

async function rows<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const csv = (text: string) => Readable.from([text]);

describe('importBackOfficeCsv', () => {
  const database = useTestDatabase({ timeoutMs: 60_000 });

  it('imports the good rows of the sample and reports each bad one by line, in order', async () => {
    const reported: string[] = [];
    const summary = await importBackOfficeCsv(database.db, fs.createReadStream(SAMPLE), {
      batchSize: 3,
      onRejected: ({ line, reason }) => reported.push(`line ${line}: ${reason}`),
    });
    expect(summary).toMatchObject({
      rowsRead: 11,
      sitesUpserted: 4,
      servicesAdded: 5,
      rowsRejected: 5,
      ignoredColumns: [],
    });
    expect(reported).toEqual([
      'line 6: CM04_PZIP must be a 5-digit ZIP code',
      'line 7: CM05_SDTE must be a date like 2026-04-01 or 4/1/2026, got "2025-02-30"',
      'line 8: CM04_CUST is required',
      'line 11: expected 20 cells, found 5',
      'line 12: CM04_EMAIL is not a valid e-mail address; CM04_PHON must have 10 digits, got "12345"',
    ]);
    expect(summary.rejected.map((r) => r.line)).toEqual([6, 7, 8, 11, 12]);

    const sites = await rows<{
      cm04_site: string;
      cm04_add2: string;
      cm04_pzip: string;
      cm04_email: string | null;
      cm04_phon: string | null;
    }>(
      database.db,
      sql`select cm04_site, cm04_add2, cm04_pzip, cm04_email, cm04_phon from bo_sites where cm04_cust = '8812' order by cm04_site`,
    );
    expect(sites.map((s) => s.cm04_site)).toEqual(['101', '102', '103']);
    // The second row for site 101 had blank e-mail and phone: what the first row gave is kept.
    expect(sites[0]).toMatchObject({ cm04_email: 'maria.lopez@example.net', cm04_phon: '2195550131' });
    expect(sites[2]).toMatchObject({ cm04_add2: '1200 S LAKE PARK AVE, REAR', cm04_pzip: '46342' });

    const services = await rows<{
      cm05_type: string;
      cm05_sdte: string | null;
      cm05_rate: string;
      total_rate: string;
      service_day_of_week: string;
    }>(
      database.db,
      sql`select cm05_type, cm05_sdte::text, cm05_rate::text, total_rate::text, service_day_of_week from bo_services order by source, cm05_cust, cm05_site, cm05_serv`,
    );
    expect(services).toEqual([
      {
        cm05_type: 'RF',
        cm05_sdte: '2024-09-01',
        cm05_rate: '640.00',
        total_rate: '640.00',
        service_day_of_week: 'XYZ',
      },
      {
        cm05_type: 'RG',
        cm05_sdte: '2024-09-01',
        cm05_rate: '150.00',
        total_rate: '300.00',
        service_day_of_week: 'MON,THU',
      },
      {
        cm05_type: 'RG',
        cm05_sdte: '2025-05-01',
        cm05_rate: '27.40',
        total_rate: '27.40',
        service_day_of_week: 'MON',
      },
      {
        cm05_type: 'RR',
        cm05_sdte: '2025-05-01',
        cm05_rate: '0.00',
        total_rate: '0.00',
        service_day_of_week: 'MON',
      },
      {
        cm05_type: 'RG',
        cm05_sdte: '2027-04-15',
        cm05_rate: '25.10',
        total_rate: '25.10',
        service_day_of_week: 'MON',
      },
    ]);
  });

  it('updates sites in place on a second import and appends its services', async () => {
    const summary = await importBackOfficeCsv(
      database.db,
      csv(
        'cm04_cust,cm04_site,source,cm04_add2,cm04_city,cm04_stat,cm04_pzip,CM04_EMAIL,NOTES\n8812,101,TRUX_GL_COMP_RAW,410 W OAK ST APT 1,HOBART,IN,46342,new@example.net,hello\n',
      ),
    );
    expect(summary).toMatchObject({
      rowsRead: 1,
      sitesUpserted: 1,
      servicesAdded: 0,
      rowsRejected: 0,
      ignoredColumns: ['NOTES'],
    });
    const [site] = await rows<{
      n: number | string;
      cm04_add2: string;
      cm04_email: string;
      cm04_name: string;
    }>(
      database.db,
      sql`select count(*) over () as n, cm04_add2, cm04_email, cm04_name from bo_sites where cm04_cust = '8812' and cm04_site = '101'`,
    );
    expect(site).toMatchObject({
      cm04_add2: '410 W OAK ST APT 1',
      cm04_email: 'new@example.net',
      cm04_name: 'MARIA LOPEZ',
    });
    expect(Number(site!.n)).toBe(1);
  });

  it('rejects an oversized or NUL cell with its line and reason, and imports the rest', async () => {
    const header =
      'CM04_CUST,CM04_SITE,SOURCE,CM04_ADD2,CM04_CITY,CM04_STAT,CM04_PZIP,CM04_NAME,CM05_SERV,CM05_TYPE,CM05_SIZE,CM05_QTY,CM05_RATE\n';
    const lines = [
      '7001,1,TRUX_GL_COMP_RAW,1 ELM ST,HOBART,IN,46342,,,,,,',
      // an address of 5 MB (one of 50 MB once made every ZIP search answer 52 MB)
      `7001,2,TRUX_GL_COMP_RAW,"${'9 ELM ST '.repeat(600_000)}",HOBART,IN,46342,,,,,,`,
      // a NUL in a name: PostgreSQL refuses it, and used to stop the whole import
      '7001,3,TRUX_GL_COMP_RAW,3 ELM ST,HOBART,IN,46342,ANA\u0000LEE,,,,,',
      // numbers that would not fit their columns
      '7001,4,TRUX_GL_COMP_RAW,4 ELM ST,HOBART,IN,46342,,99999999999,RG,96,1,10',
      '7001,5,TRUX_GL_COMP_RAW,5 ELM ST,HOBART,IN,46342,,1,RG,96,1,"$99,999,999,999"',
      '7001,6,TRUX_GL_COMP_RAW,6 ELM ST,HOBART,IN,46342,,1,RG,96,2,27.40',
    ];
    const summary = await importBackOfficeCsv(database.db, csv(`${header}${lines.join('\n')}\n`), {
      batchSize: 2,
    });
    expect(summary.rejected).toEqual([
      { line: 3, reason: 'CM04_ADD2 is longer than 80 characters' },
      { line: 4, reason: 'CM04_NAME contains a control character (such as NUL)' },
      { line: 5, reason: 'CM05_SERV is longer than 6 characters' },
      { line: 6, reason: 'CM05_RATE must be at most 1000000, got "$99,999,999,999"' },
    ]);
    expect(summary).toMatchObject({ rowsRead: 6, sitesUpserted: 2, servicesAdded: 1, rowsRejected: 4 });
    const sites = await rows<{ cm04_site: string }>(
      database.db,
      sql`select cm04_site from bo_sites where cm04_cust = '7001' order by cm04_site`,
    );
    expect(sites.map((s) => s.cm04_site)).toEqual(['1', '6']);
  });

  it('refuses a file whose header lacks required columns', async () => {
    await expect(importBackOfficeCsv(database.db, csv('foo,bar\n1,2\n'))).rejects.toBeInstanceOf(
      ImportFileError,
    );
    await expect(importBackOfficeCsv(database.db, csv('CM04_CUST,CM04_SITE\n1,2\n'))).rejects.toThrow(
      'SOURCE, CM04_ADD2, CM04_CITY, CM04_STAT, CM04_PZIP',
    );
  });

  it('refuses a stream that cannot be read', async () => {
    await expect(
      importBackOfficeCsv(database.db, fs.createReadStream('/no/such/file.csv')),
    ).rejects.toBeInstanceOf(ImportFileError);
  });

  it('reads an empty file as zero rows', async () => {
    expect(await importBackOfficeCsv(database.db, csv(''))).toMatchObject({
      rowsRead: 0,
      sitesUpserted: 0,
      servicesAdded: 0,
      rowsRejected: 0,
    });
  });
});

describe('importBackOfficeCsv multi-family flag', () => {
  const database = useTestDatabase({ timeoutMs: 60_000 });

  it('sets multi_family only where the file has a value for it', async () => {
    const header = 'CM04_CUST,CM04_SITE,SOURCE,CM04_ADD2,CM04_CITY,CM04_STAT,CM04_PZIP,MULTI_FAMILY\n';
    await importBackOfficeCsv(
      database.db,
      csv(`${header}1,1,S_RAW,1 A ST,X,IL,60044,Y\n1,2,S_RAW,2 A ST,X,IL,60044,N\n`),
    );
    await importBackOfficeCsv(
      database.db,
      csv(`${header}1,1,S_RAW,1 A ST,X,IL,60044,\n1,2,S_RAW,2 A ST,X,IL,60044,yes\n`),
    );
    const flags = await rows<{ cm04_site: string; multi_family: boolean }>(
      database.db,
      sql`select cm04_site, multi_family from bo_sites order by cm04_site`,
    );
    expect(flags).toEqual([
      { cm04_site: '1', multi_family: true },
      { cm04_site: '2', multi_family: true },
    ]);
  });
});
