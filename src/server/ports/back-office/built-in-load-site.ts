/**
 * The built-in back office loading a new site (BackOfficePort.loadSite): what the hauler's back office
 * does when it takes in an address staff added. The site gets the customer's next free site number
 * (numeric, after the highest one), the address upper-cased the way the back office writes it, and
 * one bo_services row per service; from then on registration, the existence check and the Services
 * pages find it like any other site.
 *
 * One transaction, serialised per customer by an advisory lock so two loads cannot pick the same
 * number. An address the customer already has a site at answers that site and inserts nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SiteKey } from '../../../domain/back-office';
import type { DbOrTx } from '../../db/client';
import { boServices, boSites } from '../../db/schema/index';
import type { NewBackOfficeSite } from './back-office-port';

const upper = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

export async function loadBuiltInSite(db: DbOrTx, site: NewBackOfficeSite): Promise<SiteKey> {
  const address = {
    street: upper(site.address.street),
    city: upper(site.address.city),
    state: upper(site.address.state),
    zip: site.address.zip.trim(),
  };
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`curbside:bo-site:${site.source}:${site.cust}`}))`,
    );
    const [existing] = await tx
      .select({ site: boSites.cm04Site })
      .from(boSites)
      .where(
        and(
          eq(boSites.source, site.source),
          eq(boSites.cm04Cust, site.cust),
          eq(boSites.cm04Pzip, address.zip),
          sql`upper(${boSites.cm04Add2}) = ${address.street}`,
          sql`upper(${boSites.cm04City}) = ${address.city}`,
        ),
      )
      .limit(1);
    if (existing) return { source: site.source, cust: site.cust, site: existing.site };

    const [numbered] = (
      (await tx.execute(sql`
        select coalesce(max(${boSites.cm04Site}::bigint), 0) + 1 as next
          from ${boSites}
         where ${boSites.source} = ${site.source} and ${boSites.cm04Cust} = ${site.cust}
           and ${boSites.cm04Site} ~ '^[0-9]{1,15}$'`)) as unknown as { rows: { next: string | number }[] }
    ).rows;
    const siteId = String(numbered?.next ?? 1);
    // the day most sites in this ZIP code are served on, for services that name none
    const [usual] = (
      (await tx.execute(sql`
        select ${boServices.serviceDayOfWeek} as day from ${boServices}
          join ${boSites} on ${boSites.source} = ${boServices.source} and ${boSites.cm04Cust} = ${boServices.cm05Cust}
                          and ${boSites.cm04Site} = ${boServices.cm05Site}
         where ${boSites.cm04Pzip} = ${address.zip} and coalesce(${boServices.serviceDayOfWeek}, '') <> ''
         group by 1 order by count(*) desc, 1 limit 1`)) as unknown as { rows: { day: string }[] }
    ).rows;

    await tx.insert(boSites).values({
      source: site.source,
      cm04Cust: site.cust,
      cm04Site: siteId,
      cm04Name: site.name ? upper(site.name) : null,
      cm04Add2: address.street,
      cm04City: address.city,
      cm04Stat: address.state,
      cm04Pzip: address.zip,
      cm04Email: site.email,
      cm04Phon: site.phone,
    });
    if (site.services.length > 0) {
      await tx.insert(boServices).values(
        site.services.map((s) => ({
          source: site.source,
          cm05Cust: site.cust,
          cm05Site: siteId,
          cm05Serv: s.serv,
          cm05Type: s.type,
          cm05Size: String(s.size),
          cm05Qty: s.qty,
          cm05Rate: s.rate.toFixed(2),
          totalRate: (s.rate * s.qty).toFixed(2),
          serviceDayOfWeek: s.day || usual?.day || 'MON',
          cm05Cycl: '1.00',
          cm05Uom: 'GA',
          cm05Ctg: 'CL',
          cm05Sdte: site.startDate,
        })),
      );
    }
    return { source: site.source, cust: site.cust, site: siteId };
  });
}
