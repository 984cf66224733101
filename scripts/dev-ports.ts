/**
 * `npm run dev` checks its ports before it starts anything: a server already listening there
 * would answer in its place (another fake server's orders announced as ours). A busy port stops
 * the start with one message that names the port, the process holding it and the variable that
 * moves this run elsewhere.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

export interface DevPort {
  port: number;
  host: string;
  /** What listens there: 'the fake server', 'the app (Vite)'. */
  role: string;
  /** The variable that moves it: FAKE_PORT, APP_PORT. */
  variable: string;
}

export interface PortHolder {
  pid: number;
  command: string;
  /** The `npm run dev` that started it, when it is one of ours: stopping that stops the rest. */
  devRun?: { pid: number; command: string };
}

/** Whether this process could listen on host:port now (it listens and closes at once). */
export function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Socket inodes listening on the port, from the kernel's tables (Linux). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      // st 0A = LISTEN; the port is the hex after the address.
      if (local === undefined || fields[3] !== '0A') continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port && fields[9])
        inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * The process listening on the port, found through /proc (no `ss` or `lsof` needed); undefined
 * where /proc is missing (macOS) or the process belongs to a user we cannot look into.
 */
export function portHolder(port: number): PortHolder | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode === undefined || !inodes.has(inode)) continue;
      const devRun = devRunAbove(Number(pid));
      return { pid: Number(pid), command: commandOf(Number(pid)), ...(devRun && { devRun }) };
    }
  }
  return undefined;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return ''; // it ended meanwhile: the pid alone still says who it was
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // The command name in field 2 may hold spaces and parentheses: the fields after its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** An `npm run dev` (scripts/dev.ts) among the process's ancestors. */
function devRunAbove(pid: number): { pid: number; command: string } | undefined {
  for (let current = parentOf(pid), hops = 0; current !== undefined && hops < 8; hops++) {
    const command = commandOf(current);
    if (/scripts\/dev\.ts\b/.test(command)) return { pid: current, command };
    current = parentOf(current);
  }
  return undefined;
}

/** A command line short enough for one line of a message (the program without its folder). */
function shorten(command: string, max = 90): string {
  const short = command.replace(/^\S*\//, '');
  return short.length > max ? `${short.slice(0, max - 1)}…` : short;
}

/** A port that is free now, for the hint: a round step above the busy one, else any. */
export async function someFreePort(busy: number, host: string): Promise<number> {
  for (const step of [100, 200, 300])
    if (busy + step <= 65_535 && (await portFree(busy + step, host))) return busy + step;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The one message for the busy ports: per port, who holds it, how to stop it, and the variable.
 *
 * @example
 * busyPortsMessage([{ port: 4010, role: 'the fake server', variable: 'FAKE_PORT', host: '127.0.0.1',
 *   holder: { pid: 2240, command: 'node fake-server/src/main.ts' }, suggestion: 4510 }])
 * // 'npm run dev did not start anything: … Port 4010 (the fake server) is taken by pid 2240 …'
 */
export function busyPortsMessage(
  busy: readonly (DevPort & { holder: PortHolder | undefined; suggestion: number })[],
): string {
  const lines = [
    'npm run dev did not start anything: its ports must be free, or another server answers as ours.',
  ];
  for (const { port, role, variable, holder, suggestion } of busy) {
    const elsewhere = `or run this one elsewhere: ${variable}=${suggestion} npm run dev`;
    if (!holder) {
      lines.push(`  Port ${port} (${role}) is taken by another process.`);
      lines.push(
        `    Find it (\`ss -ltnp 'sport = :${port}'\` or \`lsof -nP -iTCP:${port} -sTCP:LISTEN\`) and stop it, ${elsewhere}`,
      );
      continue;
    }
    const command = holder.command ? ` (${shorten(holder.command)})` : '';
    lines.push(`  Port ${port} (${role}) is taken by pid ${holder.pid}${command}.`);
    lines.push(
      holder.devRun
        ? `    It belongs to another npm run dev, pid ${holder.devRun.pid}: stop that one (Ctrl-C in its terminal, or kill ${holder.devRun.pid}), ${elsewhere}`
        : `    Stop it (Ctrl-C in its terminal, or kill ${holder.pid}), ${elsewhere}`,
    );
  }
  return lines.join('\n');
}

/** Checks every port; returns the message to print when one is busy, else undefined. */
export async function checkDevPorts(ports: readonly DevPort[]): Promise<string | undefined> {
  const busy = [];
  for (const port of ports) {
    if (await portFree(port.port, port.host)) continue;
    busy.push({
      ...port,
      holder: portHolder(port.port),
      suggestion: await someFreePort(port.port, port.host),
    });
  }
  return busy.length > 0 ? busyPortsMessage(busy) : undefined;
}
