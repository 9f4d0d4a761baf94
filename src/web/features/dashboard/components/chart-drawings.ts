/**
 * The dashboard's chart drawings (recharts through Mantine charts, about 120 KB gzipped with d3):
 * a module of its own so that dashboard-charts.tsx loads it after the page has painted. The panels,
 * legends and written-out figures around the drawings do not wait for it (issue 33 §1).
 */
import '@mantine/charts/styles.css';

export { AreaChart, BarChart, PieChart } from '@mantine/charts';
