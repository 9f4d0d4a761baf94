/**
 * The expand-then-contract rule for migrations (issue 30, docs/operations.md "Running several
 * instances"): during a rolling upgrade the new release's migrations run while instances of the old
 * release still serve, so a release only adds what older code ignores. A statement that would break
 * the old code (dropping or renaming a table or column, changing a column's type, making a column
 * NOT NULL, adding a NOT NULL column without a default) is a contract step: it belongs in a later
 * release, once no instance runs the code that needs the old shape, and it must say so with a comment
 * `-- contract: <why it is safe now>` right above it. migration-rules.test.ts holds every migration
 * after LAST_UNCHECKED_MIGRATION to this.
 */

/** The rule starts after this migration (0000–0014 were written for one instance). */
export const LAST_UNCHECKED_MIGRATION = 14;

const CONTRACT_STEPS: Array<{ what: string; pattern: RegExp }> = [
  { what: 'DROP TABLE', pattern: /\bdrop\s+table\b/i },
  { what: 'DROP COLUMN', pattern: /\bdrop\s+column\b/i },
  { what: 'RENAME', pattern: /\brename\b/i },
  { what: 'ALTER COLUMN … TYPE', pattern: /\balter\s+column\s+("[^"]+"|\S+)\s+(set\s+data\s+)?type\b/i },
  { what: 'SET NOT NULL', pattern: /\bset\s+not\s+null\b/i },
  { what: 'DROP TYPE', pattern: /\bdrop\s+type\b/i },
  {
    what: 'ADD COLUMN … NOT NULL without a default',
    pattern: /\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i,
  },
];

const MARKER = /--[ \t]*contract:[ \t]*\S/i;

export interface ContractStep {
  /** What kind of step, e.g. 'DROP COLUMN'. */
  what: string;
  /** The statement, comments left out. */
  statement: string;
  /** Whether a `-- contract: <why>` comment stands right above it. */
  marked: boolean;
}

/**
 * Splits SQL into statements at semicolons outside quotes, dollar-quoted bodies and comments; each
 * statement keeps the comments above it (`text`) and its code without comments (`code`).
 */
export function statementsOf(sql: string): Array<{ text: string; code: string }> {
  const statements: Array<{ text: string; code: string }> = [];
  let text = '';
  let code = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end + 1;
      text += sql.slice(i, stop);
      code += '\n';
      i = stop;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    const quote = rest[0] === "'" || rest[0] === '"' ? rest[0] : null;
    if (dollar || quote) {
      const delimiter = dollar ? dollar[0] : quote!;
      const end = sql.indexOf(delimiter, i + delimiter.length);
      const stop = end === -1 ? sql.length : end + delimiter.length;
      text += sql.slice(i, stop);
      // a function body's comments are no statements either
      code += dollar ? sql.slice(i, stop).replace(/--[^\n]*/g, '') : sql.slice(i, stop);
      i = stop;
      continue;
    }
    text += sql[i];
    if (sql[i] === ';') {
      statements.push({ text, code: code.trim() });
      text = '';
      code = '';
    } else code += sql[i];
    i += 1;
  }
  if (code.trim()) statements.push({ text, code: code.trim() });
  return statements;
}

/** The contract steps in a migration, each with whether it carries its marker. */
export function contractStepsOf(sql: string): ContractStep[] {
  const steps: ContractStep[] = [];
  for (const { text, code } of statementsOf(sql)) {
    const found = CONTRACT_STEPS.find((s) => s.pattern.test(code));
    if (found)
      steps.push({ what: found.what, statement: code.replace(/\s+/g, ' '), marked: MARKER.test(text) });
  }
  return steps;
}

/** The migration's number from its file name (`0015_something.sql` → 15). */
export const migrationNumber = (file: string) => Number(/^(\d+)_/.exec(file)?.[1] ?? NaN);
