/** The import circles under `dir` (default src), each as its files relative to the project, sorted. */
export function importCircles(dir?: string): string[][];
