import { readFileSync } from 'node:fs';
import { apiDiff } from 'api-smart-diff';
import { CORPUS } from './contract-diff-corpus.ts';
const base = JSON.parse(readFileSync('/work/wt/cdiff/openapi/dist/openapi.json','utf8'));
const want = process.argv.slice(2);
for (const c of CORPUS) { if (!want.some(w=>c.name.includes(w))) continue;
 const a=structuredClone(base); c.base?.(a); const b=structuredClone(a); c.edit(b);
 const keep=(d:any,ks:string[])=>({...d,paths:Object.fromEntries(ks.map(k=>[k,d.paths[k]]))});
 const ks=[...new Set([...Object.keys(a.paths),...Object.keys(b.paths)])].filter(k=>JSON.stringify(a.paths[k])!==JSON.stringify(b.paths[k]) || true);
 const d=apiDiff(a,b);
 console.log('##',c.name,c.verdict); for (const x of d) console.log('  ',x.type,x.action,x.path.join('/'),JSON.stringify(x.before)?.slice(0,60),JSON.stringify(x.after)?.slice(0,60), x.description?.slice(0,100)); }
