/**
 * Runs a command-line script's `main` and exits with the code it answers. A failure prints its
 * message only (the operator reads it, not a stack) and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
