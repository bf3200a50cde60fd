/** A description of the machine a benchmark ran on, so numbers can be compared honestly. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
  autocannon: string;
  date: string;
  /** 1-minute load average when the run started and ended: a busy machine explains noisy numbers. */
  loadAverage: { start: number; end: number | null };
}

function chromiumVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${chromePath})`;
  }
}

async function packageVersion(name: string): Promise<string> {
  try {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

export async function describeMachine(chromePath: string): Promise<MachineInfo> {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium: chromiumVersion(chromePath),
    lighthouse: await packageVersion('lighthouse'),
    autocannon: await packageVersion('autocannon'),
    date: new Date().toISOString(),
    loadAverage: { start: Math.round(os.loadavg()[0]! * 100) / 100, end: null },
  };
}

export const currentLoadAverage = () => Math.round(os.loadavg()[0]! * 100) / 100;
