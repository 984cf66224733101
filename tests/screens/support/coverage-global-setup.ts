import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_COVERAGE_DIR } from './screen-coverage.ts';

/** Before the screen tests: records of an earlier run must not count in this one. */
export default function clearScreenCoverage(): void {
  rmSync(join(process.cwd(), SCREEN_COVERAGE_DIR), { recursive: true, force: true });
}
