/**
 * What a built chunk is made of: its bytes attributed to the packages and app folders they came
 * from, read off the chunk's source map (each mapped segment counts for its source file).
 */
import { SourceMapConsumer } from 'source-map-js';

/** `react-dom`, `@tanstack/react-query`, or an app folder such as `web/src/api`. */
export function originOf(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  const app = source.match(/(web\/src\/(?:api\/generated|[^/]+(?:\/[^/]+)?))\//);
  return app?.[1] ?? source.replace(/^(\.\.\/)+/, '');
}

/**
 * Bytes of generated code per origin, largest first.
 * @example chunkContents(code, JSON.parse(mapText)) // [['react-dom', 180000], ['web/src/api', 4000], …]
 */
export function chunkContents(code: string, map: string): [origin: string, bytes: number][] {
  const consumer = new SourceMapConsumer(JSON.parse(map));
  const lines = code.split('\n');
  const segments: { line: number; column: number; origin: string }[] = [];
  consumer.eachMapping((m) => {
    if (m.source)
      segments.push({ line: m.generatedLine, column: m.generatedColumn, origin: originOf(m.source) });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const totals = new Map<string, number>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end =
      next && next.line === segment.line ? next.column : (lines[segment.line - 1]?.length ?? segment.column);
    totals.set(segment.origin, (totals.get(segment.origin) ?? 0) + Math.max(0, end - segment.column));
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
