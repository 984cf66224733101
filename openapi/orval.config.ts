import { defineConfig } from 'orval';

// Input is the bundled contract (scripts/generate.ts runs `redocly bundle` first), so the split
// source files under openapi/paths stay readable and orval sees one document.
const input = { target: './dist/openapi.yaml' };

// The compiler options (imports keep their .ts extension): the root tsconfig.json only lists the
// projects, so orval reads the options they share.
const tsconfig = '../tsconfig.base.json';

// POST operations that only read data: generated as queries (cached, refetchable), not mutations.
export const postReads = [
  'loanDetails',
  'getErrorPageInfo',
  'getServiceContacts',
  'getLoanConfirmDetails',
  'getInstalmentPlan',
  'getExtensionQuote',
  'getLoanConfirmDetailsVariantTwo',
  'cardInit',
  'problemInit',
  'problemList',
  'problemDetail',
  'repaymentWay',
];

// Form bodies whose fields the server defines at run time (the bind-bank form, keyed by item
// `code`): orval's own encoder appends only the declared fields, so these use ours, which sends
// every field. (An operation-level `formUrlEncoded: false` is dropped by orval 8.38.)
const openForms = ['bindCardNew', 'cardChange'];
const formFields = { path: '../web/src/api/form-fields.ts', name: 'formFields' };

// Their zod body schemas check the form values beyond the named fields against the contract's
// `additionalProperties`, which orval drops from an object that has properties (open-form-extras.ts).
const openFormBody = {
  zod: { preprocess: { body: { path: './open-form-extras.ts', name: 'openFormExtras' } } },
};

const operations: Record<string, { query?: { useQuery: true }; formUrlEncoded?: typeof formFields }> = {
  ...Object.fromEntries(postReads.map((id) => [id, { query: { useQuery: true } }])),
  ...Object.fromEntries(openForms.map((id) => [id, { formUrlEncoded: formFields }])),
};

export default defineConfig({
  hooks: {
    input,
    output: {
      mode: 'tags-split',
      // Only the app uses the hooks; the types (model) and zod schemas are generated beside the
      // contract, where the app and the fake server both import them (one contract, one place).
      target: '../web/src/api/generated/hooks',
      schemas: './generated/model',
      client: 'react-query',
      tsconfig,
      httpClient: 'axios',
      clean: true,
      override: {
        // A plain function (not a hook), so query options work in loaders and tests (STYLE.md).
        mutator: { path: '../web/src/api/request.ts', name: 'apiRequest' },
        operations,
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      tsconfig,
      target: './generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          // No zod coercion: it turns a missing field into the string 'undefined'. The fake server
          // converts numeric text itself, guided by these schemas (fake-server/src/api/form-text.ts).
          // Responses must match the contract exactly: an extra field is a disagreement.
          strict: { response: true },
        },
        operations: Object.fromEntries(openForms.map((id) => [id, openFormBody])),
      },
    },
  },
});
