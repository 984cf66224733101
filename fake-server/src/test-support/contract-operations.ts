import { readFileSync } from 'node:fs';

/** One operation as the contract files declare it. */
export interface ContractOperation {
  operationId: string;
  tag: string;
  method: string;
  path: string;
}

const root = new URL('../../../openapi/', import.meta.url);

/**
 * The operations of openapi/, read straight from the YAML (paths in openapi.yaml point at a key of a
 * paths/<group>.yaml file, whose block holds the method, tags and operationId). A small reader for
 * this project's layout; it fails loudly if the layout changes.
 */
export function contractOperations(): ContractOperation[] {
  const index = readFileSync(new URL('openapi.yaml', root), 'utf8');
  const refs = [...index.matchAll(/^ {2}(\/\S+): \{ \$ref: \.\/paths\/([\w-]+\.yaml)#\/(\w+) \}$/gm)];
  if (refs.length === 0)
    throw new Error('No paths found in openapi/openapi.yaml; update contract-operations.ts');
  return refs.map(([, path, file, key]) => {
    const text = readFileSync(new URL(`paths/${file}`, root), 'utf8');
    const start = text.search(new RegExp(`^${key}:$`, 'm'));
    if (start < 0) throw new Error(`openapi/paths/${file} has no key ${key}`);
    const rest = text.slice(text.indexOf('\n', start) + 1);
    const end = rest.search(/^\S/m);
    const block = end < 0 ? rest : rest.slice(0, end);
    const method = /^ {2}(get|post|put|patch|delete):/m.exec(block)?.[1];
    const operationId = /operationId: (\w+)/.exec(block)?.[1];
    const tag = /tags: \[([\w-]+)\]/.exec(block)?.[1];
    if (!method || !operationId || !tag || !path) throw new Error(`Cannot read ${file}#/${key}`);
    return { operationId, tag, method, path };
  });
}
