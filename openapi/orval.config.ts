import { defineConfig } from 'orval';

// Input is the bundled contract (scripts/generate.ts runs `redocly bundle` first), so the split
// source files under openapi/paths stay readable and orval sees one document.
const input = { target: './dist/openapi.yaml' };

// POST operations that only read data: generated as queries (cached, refetchable), not mutations.
const postReads = [
  'loanDetails',
  'unionErrorInfo',
  'contactKfInfo',
  'loanDetailConfirm',
  'loanPlayDetail',
  'pettypy',
  'satire',
  'cardInit',
  'problemInit',
  'problemList',
  'problemDetail',
  'repaymentWay',
];

export default defineConfig({
  hooks: {
    input,
    output: {
      mode: 'tags-split',
      target: '../web/src/api/generated/hooks',
      schemas: '../web/src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      override: {
        // A plain function (not a hook), so query options work in loaders and tests (STYLE.md).
        mutator: { path: '../web/src/api/request.ts', name: 'apiRequest' },
        operations: Object.fromEntries(postReads.map((id) => [id, { query: { useQuery: true } }])),
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: '../web/src/api/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          // No zod coercion: it turns a missing field into the string 'undefined'. The fake server
          // converts numeric text itself, guided by these schemas (fake-server/src/api/form-text.ts).
          // Responses must match the contract exactly: an extra field is a disagreement.
          strict: { response: true },
        },
      },
    },
  },
});
