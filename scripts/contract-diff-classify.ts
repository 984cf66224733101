/**
 * Classifies every difference between two bundled contracts as breaking, needs a look, or safe,
 * for the app as the API's client. The classifier is api-smart-diff's (chosen on the corpus,
 * docs/decisions/022-contract-diff-library.md); a small rule layer of ours corrects the cases of
 * the corpus (scripts/contract-diff-corpus.ts) it gets wrong. Each rule says why, and each change
 * it corrects carries the rule's name.
 */
import { apiDiff } from 'api-smart-diff';
import type { Json, Verdict } from './contract-diff-corpus.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
}

export interface Change {
  verdict: Verdict;
  /** What changed, in api-smart-diff's words (or ours when it has none). */
  description: string;
  /** JSON pointer in the contract, e.g. `/paths/~1v3~1x/post/responses/200/...`. */
  pointer: string;
  action: 'add' | 'remove' | 'replace' | 'rename';
  /** The library's own classification. */
  library: string;
  /** The rule of ours that overrode the library, if one did. */
  rule?: string;
  /** The operations the change belongs to (none for a change outside `paths`). */
  operations: Operation[];
}

export interface Classification {
  changes: Change[];
  verdict: Verdict;
}

const RANK: Record<Verdict, number> = { safe: 0, look: 1, breaking: 2 };
export const worstVerdict = (verdicts: Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((worst, verdict) => (RANK[verdict] > RANK[worst] ? verdict : worst), 'safe');

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The document with its internal `$ref`s replaced by what they point to (keys beside a `$ref`
 * override it, as OpenAPI 3.1 reads them). A reference in a cycle is left as it is.
 */
export function dereference(doc: Json): Json {
  const target = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>(
        (node, key) => (isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined),
        doc,
      );
  const walk = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen));
    if (!isObject(node)) return node;
    const { $ref: ref, ...rest } = node;
    const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, walk(value, seen)]));
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return own;
    if (seen.includes(ref)) return node;
    const resolved = walk(target(ref), [...seen, ref]);
    return isObject(resolved) ? { ...resolved, ...own } : resolved;
  };
  return walk(doc, []) as Json;
}

/** Each operation of the document: `METHOD path` to its operationId. */
function operationsOf(doc: Json): Map<string, Operation> {
  const found = new Map<string, Operation>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : '';
      found.set(`${method.toUpperCase()} ${path}`, { method: method.toUpperCase(), path, operationId });
    }
  }
  return found;
}

/**
 * Both documents with only the path items that differ (compared dereferenced, so a changed
 * component counts in every path that uses it): api-smart-diff then judges each change where it
 * is used, in a fraction of the time the whole documents take. The components stay, for the refs.
 */
function changedPathsOnly(before: Json, after: Json): [Json, Json] {
  const pathsOf = (doc: Json) => (isObject(doc.paths) ? doc.paths : {});
  const [flatBefore, flatAfter] = [pathsOf(dereference(before)), pathsOf(dereference(after))];
  const changed = new Set(
    [...new Set([...Object.keys(flatBefore), ...Object.keys(flatAfter)])].filter(
      (path) => JSON.stringify(flatBefore[path]) !== JSON.stringify(flatAfter[path]),
    ),
  );
  const pick = (doc: Json): Json => {
    const paths = Object.fromEntries(Object.entries(pathsOf(doc)).filter(([path]) => changed.has(path)));
    return { ...doc, paths, components: reachableComponents(doc, paths) };
  };
  return [pick(before), pick(after)];
}

/** The components that `from` refers to, directly or through other components. */
function reachableComponents(doc: Json, from: unknown): Json {
  const components = isObject(doc.components) ? doc.components : {};
  const kept: Record<string, Json> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    if (!isObject(node)) return;
    const ref = node.$ref;
    const match = typeof ref === 'string' ? /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) : null;
    if (match) {
      const [, kind = '', name = ''] = match;
      const group = isObject(components[kind]) ? components[kind] : {};
      kept[kind] ??= {};
      if (!(name in kept[kind]) && name in group) {
        kept[kind][name] = group[name];
        visit(group[name]);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(from);
  return kept;
}

interface RawDiff {
  type: string;
  action: Change['action'];
  path: (string | number)[];
  before?: unknown;
  after?: unknown;
  description?: string;
}

/** A rule of ours: when it matches a diff, its verdict replaces the library's. */
interface Rule {
  name: string;
  why: string;
  verdict: Verdict;
  matches: (diff: RawDiff, place: Place) => boolean;
}

interface Place {
  /** Under `parameters` or `requestBody`: what the app sends. */
  request: boolean;
  /** Under `responses`: what the app reads. */
  response: boolean;
  /** The keys after `paths/{path}/{method}`. */
  rest: (string | number)[];
}

function placeOf(path: (string | number)[]): Place {
  const rest = path.slice(3);
  return {
    request: rest[0] === 'parameters' || rest[0] === 'requestBody',
    response: rest[0] === 'responses',
    rest,
  };
}

const last = (place: Place) => place.rest[place.rest.length - 1];

/** The rule layer: each one corrects a corpus case the library gets wrong (see the corpus test). */
export const RULES: readonly Rule[] = [
  {
    name: 'operation-id-renamed',
    why: "An operationId names the app's generated request function and hook, the zod schemas and the fake server's handler: the wire is unchanged, the app's code is not.",
    verdict: 'look',
    matches: (diff, place) =>
      place.rest.length === 1 && place.rest[0] === 'operationId' && diff.action !== 'add',
  },
  {
    name: 'request-parameter-removed',
    why: 'The app still sends a parameter the server no longer describes: harmless unless the server refuses unknown parameters.',
    verdict: 'look',
    matches: (diff, place) =>
      diff.action === 'remove' && place.rest.length === 2 && place.rest[0] === 'parameters',
  },
  {
    name: 'request-property-removed',
    why: 'The app still sends a field the server no longer describes: harmless unless the server refuses unknown fields.',
    verdict: 'look',
    matches: (diff, place) => diff.action === 'remove' && place.request && place.rest.at(-2) === 'properties',
  },
  {
    name: 'request-type-widened',
    why: 'A request field that now takes every type it took before (and more, e.g. null) accepts all the app sends.',
    verdict: 'safe',
    matches: (diff, place) => {
      if (!place.request || last(place) !== 'type' || diff.action !== 'replace') return false;
      const [was, now] = [[diff.before].flat(), [diff.after].flat()];
      return was.every((type) => now.includes(type));
    },
  },
  {
    name: 'answer-type-changed',
    why: 'An answer field that may now come as a type it never had (another type, or null) is one the app does not expect; the library calls this non-breaking inside a oneOf.',
    verdict: 'breaking',
    matches: (diff, place) => {
      if (!place.response || last(place) !== 'type' || diff.action !== 'replace') return false;
      const [was, now] = [[diff.before].flat(), [diff.after].flat()];
      return !now.every((type) => was.includes(type));
    },
  },
  {
    name: 'answer-enum-value-replaced',
    why: 'An answer enum whose value is replaced sends a value the app does not know; the library calls this non-breaking inside a oneOf.',
    verdict: 'breaking',
    matches: (diff, place) => place.response && diff.action === 'replace' && place.rest.at(-2) === 'enum',
  },
];

function pointer(path: (string | number)[]): string {
  return `/${path.map((key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

function verdictOfLibrary(type: string): Verdict {
  if (type === 'breaking') return 'breaking';
  if (type === 'non-breaking' || type === 'annotation') return 'safe';
  return 'look'; // unclassified, deprecated
}

/** Every change from `before` to `after`, classified, with the operations it belongs to. */
export function classifyChanges(before: Json, after: Json): Classification {
  const [smallBefore, smallAfter] = changedPathsOnly(before, after);
  const operations = new Map([...operationsOf(after), ...operationsOf(before)]);
  // A change under `components` shows again at each operation that uses it, judged there with
  // its direction (request or answer); the library judges the component copy without one.
  const raw = (apiDiff(smallBefore, smallAfter) as RawDiff[]).filter((diff) => diff.path[0] !== 'components');
  const changes = raw.map((diff): Change => {
    const [root, path, method] = diff.path;
    const inPaths = root === 'paths' && typeof path === 'string';
    const place = inPaths ? placeOf(diff.path) : { request: false, response: false, rest: [] };
    const rule =
      inPaths && typeof method === 'string' ? RULES.find((r) => r.matches(diff, place)) : undefined;
    const owners = !inPaths
      ? []
      : [...operations.values()].filter(
          (operation) =>
            operation.path === path &&
            (typeof method !== 'string' || operation.method === method.toUpperCase()),
        );
    return {
      verdict: rule?.verdict ?? verdictOfLibrary(diff.type),
      description: (diff.description ?? `${diff.action} ${diff.path.join('.')}`).replace(/\s+/g, ' ').trim(),
      pointer: pointer(diff.path),
      action: diff.action,
      library: diff.type,
      ...(rule ? { rule: rule.name } : {}),
      operations: owners,
    };
  });
  return { changes, verdict: worstVerdict(changes.map((change) => change.verdict)) };
}
