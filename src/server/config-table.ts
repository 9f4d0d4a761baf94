import { ZEnv } from './config';

/** The configuration table for the README, made from the same schema that parses the environment. */
export function configTable(): string {
  const rows = Object.entries(ZEnv.shape).map(([name, schema]) => {
    const def = (schema as { def?: { defaultValue?: unknown } }).def;
    const value = def && 'defaultValue' in def ? def.defaultValue : undefined;
    const shown = value === undefined || value === '' ? '—' : `\`${String(value)}\``;
    return `| \`${name}\` | ${shown} | ${schema.description ?? ''} |`;
  });
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
