// The shape alone, without the DOM code that reads it, so the Node build plugin can share it.
/**
 * The files each route's screen needs beyond the entry's own (web/route-preload.ts writes it into
 * the HTML at build time): file names once, each route a list of indexes, to keep the page small.
 */
export interface RouteChunks {
  /** Where the files are served from (Vite's base and assets folder), e.g. '/assets/'. */
  dir: string;
  files: string[];
  /** By routeKey of the route's path; '*' is the catch-all (the not-found screen). */
  routes: Record<string, number[]>;
}
