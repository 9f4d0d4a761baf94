import type { ChildProcess } from 'node:child_process';

export const NGINX: string;
export interface ClusterInstance {
  name: string;
  port: number;
  metricsPort: number;
  child: ChildProcess | null;
}
export interface Cluster {
  /** A scratch folder for logs, data folders and nginx's files. */
  work: string;
  /** dist/server/main.js */
  server: string;
  /** nginx's address, the instances' PUBLIC_URL. */
  base: string;
  dbUrl: string;
  authSecret: string;
  metricsToken: string;
  /** More environment for every instance. */
  env?: Record<string, string>;
}
export function freePort(): Promise<number>;
export function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs?: number): Promise<T>;
export function startInstance(instance: ClusterInstance, cluster: Cluster): Promise<void>;
export function stopped(child: ChildProcess): Promise<number | null>;
export function writeNginxConfig(
  work: string,
  port: number,
  instances: ClusterInstance[],
  drained?: ReadonlySet<string>,
): string;
export function startNginx(work: string, port: number, instances: ClusterInstance[]): Promise<ChildProcess>;
