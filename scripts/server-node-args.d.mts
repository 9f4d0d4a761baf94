export const DEFAULT_SERVER_HEAP_MB: number;
export function serverNodeArgs(env?: Record<string, string | undefined>): string[];
