/**
 * The dashboard's own SVG charts rendered to HTML, as the server renders them: the right bars, points
 * and slices for given figures, their labels and legends, and what an empty chart shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TDashboardFigures } from '../../../../domain/dashboard/dashboard';
import en from '../../../i18n/locales/en/dashboard.json';
import { initTestI18n } from '../../../test/test-i18n';
import { AreaChart } from './area-chart';
import { BarChart } from './bar-chart';
import { CartSizeChart, GrowthChart, ResidenceTypeChart, ServiceChangeChart } from './dashboard-charts';
import { PieChart } from './pie-chart';

beforeAll(() => initTestI18n({ en: { dashboard: en } }));

/** Every match of a pattern's first group. */
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

describe('BarChart', () => {
  const html = renderToStaticMarkup(
    <BarChart
      categories={['Trash', 'Recycling', 'Yard Waste']}
      series={[
        { label: 'Size changes', color: 'blue.6', values: [1, 0, 4] },
        { label: 'Additional carts', color: 'orange.6', values: [0, 2, 0] },
      ]}
      height={170}
    />,
  );

  it('draws a bar per category and series, as tall as its figure on a 0 to 4 axis', () => {
    expect(all(html, /<rect[^>]*data-value="(\d+)"/g)).toEqual(['1', '0', '0', '2', '4', '0']);
    // heights in the 1000-high plot: 4 fills it, 2 is half, 1 a quarter
    expect(all(html, /data-value="\d+"[^>]*height="([\d.]+)"/g)).toEqual([
      '250',
      '0',
      '0',
      '500',
      '1000',
      '0',
    ]);
    expect(html).toContain('fill="var(--mantine-color-blue-6)"');
    expect(html).toContain('fill="var(--mantine-color-orange-6)"');
  });

  it('names the categories, the counts on the axis and the series in the legend', () => {
    for (const text of ['Trash', 'Recycling', 'Yard Waste', 'Size changes', 'Additional carts']) {
      expect(html).toContain(`>${text}<`);
    }
    expect(all(html, /top:(?:[\d.]+)%">(\d+)</g)).toEqual(['0', '1', '2', '3', '4']);
    expect(html).toContain('<title>Yard Waste: Size changes 4, Additional carts 0</title>');
  });

  it('keeps its drawing from screen readers and scales without measuring', () => {
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('viewBox="0 0 1000 1000"');
    expect(html).toContain('preserveAspectRatio="none"');
    expect(html).toContain('height:170px');
  });

  it('draws no bars for no categories', () => {
    const empty = renderToStaticMarkup(<BarChart categories={[]} series={[]} height={100} />);
    expect(empty).not.toContain('data-value');
    expect(empty).toContain('<svg');
  });
});

describe('AreaChart', () => {
  const series = [
    { label: 'All customers', color: 'brand.6', values: [2, 3, 7], axis: 'left' as const },
    { label: 'New customers', color: 'orange.6', values: [2, 1, 4], axis: 'right' as const },
  ];
  const html = renderToStaticMarkup(
    <AreaChart periods={['Nov 18', 'Nov 19', 'Nov 20']} series={series} height={190} />,
  );

  it('draws a line, a fill and a dot per period for each series, each on its own axis', () => {
    const dots = all(html, /<path[^>]*d="([^"]*h0[^"]*)"/g);
    expect(dots).toHaveLength(2);
    // all customers on a 0 to 8 axis, new ones on 0 to 4: x at 0, 500 and 1000 of the plot's width
    expect(dots[0]).toBe('M0,750h0M500,625h0M1000,125h0');
    expect(dots[1]).toBe('M0,500h0M500,750h0M1000,0h0');
    expect(html).toContain('stroke="var(--mantine-color-brand-6)"');
    expect(html).toContain('stroke="var(--mantine-color-orange-6)"');
    expect(html.match(/<linearGradient/g)).toHaveLength(2);
    expect(html).toMatch(/fill="url\(#[^)]+-0\)"/);
  });

  it('labels the periods, both axes and the legend', () => {
    for (const text of ['Nov 18', 'Nov 19', 'Nov 20', 'All customers', 'New customers']) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).toContain('>8<');
    expect(html).toContain('<title>Nov 19: All customers 3, New customers 1</title>');
  });

  it('draws an empty plot for no periods', () => {
    const empty = renderToStaticMarkup(
      <AreaChart periods={[]} series={series.map((s) => ({ ...s, values: [] }))} height={190} />,
    );
    expect(empty).not.toContain('h0');
    expect(empty).toContain('<svg');
  });
});

describe('PieChart', () => {
  it('draws a slice for each figure above 0 in its colour', () => {
    const html = renderToStaticMarkup(
      <PieChart
        entries={[
          { name: 'Single Family', value: 2, color: 'brand.6' },
          { name: 'Multi Family', value: 1, color: 'blue.6' },
          { name: 'Other', value: 0, color: 'orange.6' },
        ]}
        size={180}
      />,
    );
    expect(html.match(/<path/g)).toHaveLength(2);
    expect(html).toContain('fill="var(--mantine-color-brand-6)"');
    expect(html).toContain('<title>Single Family: 2</title>');
    expect(html).not.toContain('Other');
  });

  it('draws one figure as a whole circle and nothing for none', () => {
    expect(
      renderToStaticMarkup(<PieChart entries={[{ name: 'A', value: 3, color: 'brand.6' }]} size={180} />),
    ).toContain('<circle cx="90" cy="90" r="90"');
    expect(renderToStaticMarkup(<PieChart entries={[]} size={180} />)).not.toMatch(/<path|<circle/);
  });
});

describe('the dashboard chart panels', () => {
  const growth: TDashboardFigures['growth'] = {
    range: 'all',
    unit: 'month',
    points: [
      { period: '2026-10', new: 2, cumulative: 2 },
      { period: '2026-11', new: 1, cumulative: 3 },
    ],
  };

  it('writes the growth figures out as a table under their range, with month labels', () => {
    const html = renderToStaticMarkup(<GrowthChart growth={growth} range="all" onRangeChange={() => {}} />);
    expect(html).toContain('<caption>Customer Growth Trend (All Time)</caption>');
    expect(html).toContain('<tr><td>Oct 2026</td><td>2</td><td>2</td></tr>');
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="all"/);
    expect(html).toContain('role="radiogroup" aria-label="Period of the growth trend"');
  });

  it('writes the service changes out as a table', () => {
    const html = renderToStaticMarkup(
      <ServiceChangeChart
        byService={[
          { service: 'trash', sizeChanges: 1, additionalCarts: 0 },
          { service: 'recycling', sizeChanges: 0, additionalCarts: 2 },
        ]}
      />,
    );
    expect(html).toContain('<tr><td>Trash</td><td>1</td><td>0</td></tr>');
    expect(html).toContain('aria-labelledby="dashboard-service-changes"');
  });

  it('says so when there are no residences to draw', () => {
    const html = renderToStaticMarkup(
      <ResidenceTypeChart residence={{ singleFamily: 0, multiFamily: 0, other: 0, unknown: 0 }} />,
    );
    expect(html).toContain('No customers to show.');
    expect(html).not.toContain('<svg');
  });

  it('draws the cart sizes of the chosen service with their legend', () => {
    const html = renderToStaticMarkup(
      <CartSizeChart
        cartSizes={{
          trash: [
            { size: 96, count: 3 },
            { size: 64, count: 1 },
          ],
          recycling: [],
          yardwaste: [],
        }}
        service="trash"
        onServiceChange={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Cart Size Distribution: Trash"');
    expect(html).toContain('96 Gallon: <b>3</b>');
    expect(html.match(/<path/g)).toHaveLength(2);
  });
});
