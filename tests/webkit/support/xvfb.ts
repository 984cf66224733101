import { type ChildProcess, spawn } from 'node:child_process';

export const XVFB = '/usr/bin/Xvfb';

/**
 * Starts Xvfb on a display number it picks itself (-displayfd), so parallel runs never collide.
 * `screen` is WIDTHxHEIGHTxDEPTH. Answers the display (':N') and the process, which the caller stops.
 */
export function startXvfb(screen = '1280x1024x24'): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', screen], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve({ display: `:${text.trim()}`, process: xvfb });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it had a display.`)));
  });
}
