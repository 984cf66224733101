/**
 * Contract edits with known verdicts, applied to the project's own bundled contract: the corpus
 * the contract-diff library was chosen with (docs/decisions/022-contract-diff-library.md) and that
 * `scripts/contract-diff-corpus.test.ts` holds the chosen library and our rule layer to.
 *
 * The verdicts are the app's, as a client of the API: a change is breaking when the app, built
 * against the old contract, can fail against a server of the new one (it sends what the server now
 * refuses, or reads what the server no longer sends, or gets what it does not expect); it needs a
 * look when it changes the app's generated code or a server's reading without breaking the wire;
 * safe otherwise. Direction matters: a new enum value is breaking in an answer and safe in a
 * request; a tighter limit is breaking in a request and safe in an answer.
 */

export type Verdict = 'breaking' | 'look' | 'safe';
export type Json = Record<string, unknown>;

export interface CorpusCase {
  /** What the edit does, as a reviewer would say it. */
  name: string;
  area: 'paths' | 'parameters' | 'request bodies' | 'responses' | 'enums' | 'schemas' | 'metadata';
  verdict: Verdict;
  /** Changes the (cloned) bundled contract in place: the new contract. */
  edit: (doc: Json) => void;
  /** When the case needs a base the contract does not have: applied to both sides first. */
  base?: (doc: Json) => void;
}

function obj(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`The corpus expects an object at ${where}`);
  return value as Json;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`The corpus expects an array at ${where}`);
  return value;
}

/** Follows keys from the document's root; every step must be an object. */
export function at(doc: Json, ...keys: string[]): Json {
  let node = doc;
  for (const [index, key] of keys.entries()) node = obj(node[key], keys.slice(0, index + 1).join('/'));
  return node;
}

const schema = (doc: Json, name: string) => at(doc, 'components', 'schemas', name);
const operation = (doc: Json, path: string, method = 'post') => at(doc, 'paths', path, method);
const formBody = (doc: Json, path: string, method = 'post') =>
  at(operation(doc, path, method), 'requestBody', 'content', 'application/x-www-form-urlencoded', 'schema');
const property = (node: Json, name: string) => at(node, 'properties', name);
const required = (node: Json) => list(node.required, 'required') as string[];
const params = (doc: Json, path: string, method: string) =>
  list(operation(doc, path, method).parameters, `${path} parameters`) as Json[];
const param = (doc: Json, path: string, method: string, name: string) => {
  const found = params(doc, path, method).find((p) => p.name === name);
  if (!found) throw new Error(`No parameter ${name} on ${method} ${path}`);
  return found;
};
const drop = (names: string[], name: string) => {
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`${name} is not in the list`);
  names.splice(index, 1);
};

const LOAN_DETAILS = '/v3/loan-details/loan-details';
const GOOGLE_SCORE = '/v3/loan-details/google-score';
const AGREEMENT_LINK = '/v3/contract/contract-jump';
const PROBLEM_SAVE = '/spoken/user-problem/problem-save';
const CONFIRM_V2 = '/gopia/goya/satire';

export const CORPUS: readonly CorpusCase[] = [
  // Paths and operations
  {
    name: 'remove an operation (its whole path)',
    area: 'paths',
    verdict: 'breaking',
    edit: (doc) => delete at(doc, 'paths')[GOOGLE_SCORE],
  },
  {
    name: 'remove a method from a path',
    area: 'paths',
    verdict: 'breaking',
    edit: (doc) => delete at(doc, 'paths', GOOGLE_SCORE).post,
  },
  {
    name: 'rename a path',
    area: 'paths',
    verdict: 'breaking',
    edit: (doc) => {
      const paths = at(doc, 'paths');
      paths['/v3/loan-details/google-rating'] = paths[GOOGLE_SCORE];
      delete paths[GOOGLE_SCORE];
    },
  },
  {
    name: 'change the method of an operation (POST to PUT)',
    area: 'paths',
    verdict: 'breaking',
    edit: (doc) => {
      const item = at(doc, 'paths', GOOGLE_SCORE);
      item.put = item.post;
      delete item.post;
    },
  },
  {
    name: 'add a new path',
    area: 'paths',
    verdict: 'safe',
    edit: (doc) => {
      at(doc, 'paths')['/v3/loan-details/share'] = {
        post: {
          operationId: 'shareOrder',
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      };
    },
  },
  {
    name: 'add a new method to an existing path',
    area: 'paths',
    verdict: 'safe',
    edit: (doc) => {
      at(doc, 'paths', GOOGLE_SCORE).get = {
        operationId: 'getGoogleScore',
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      };
    },
  },
  {
    name: "change an operation's operationId (the generated hook's name)",
    area: 'paths',
    verdict: 'look',
    edit: (doc) => {
      operation(doc, GOOGLE_SCORE).operationId = 'rateOrder';
    },
  },
  {
    name: 'mark an operation deprecated',
    area: 'paths',
    verdict: 'look',
    edit: (doc) => {
      operation(doc, GOOGLE_SCORE).deprecated = true;
    },
  },
  {
    name: "change an operation's summary and description",
    area: 'metadata',
    verdict: 'safe',
    edit: (doc) => {
      const op = operation(doc, LOAN_DETAILS);
      op.summary = 'The order';
      op.description = 'Everything the order screen shows.';
    },
  },
  {
    name: "change the contract's info version and title",
    area: 'metadata',
    verdict: 'safe',
    edit: (doc) => {
      const info = at(doc, 'info');
      info.version = '1.1.0';
      info.title = 'Cash-loan H5 API (next)';
    },
  },
  // Parameters
  {
    name: 'add an optional query parameter',
    area: 'parameters',
    verdict: 'safe',
    edit: (doc) => {
      params(doc, AGREEMENT_LINK, 'get').push({
        name: 'lang',
        in: 'query',
        required: false,
        schema: { type: 'string' },
      });
    },
  },
  {
    name: 'add a required query parameter',
    area: 'parameters',
    verdict: 'breaking',
    edit: (doc) => {
      params(doc, AGREEMENT_LINK, 'get').push({
        name: 'lang',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      });
    },
  },
  {
    name: 'remove an optional query parameter',
    area: 'parameters',
    verdict: 'look',
    edit: (doc) => {
      const list = params(doc, AGREEMENT_LINK, 'get');
      list.splice(
        list.findIndex((p) => p.name === 'orderId'),
        1,
      );
    },
  },
  {
    name: 'make an optional query parameter required',
    area: 'parameters',
    verdict: 'breaking',
    edit: (doc) => {
      param(doc, AGREEMENT_LINK, 'get', 'orderId').required = true;
    },
  },
  {
    name: 'make a required query parameter optional',
    area: 'parameters',
    verdict: 'safe',
    edit: (doc) => {
      param(doc, AGREEMENT_LINK, 'get', 'position').required = false;
    },
  },
  {
    name: "change a query parameter's type (integer to string)",
    area: 'parameters',
    verdict: 'breaking',
    edit: (doc) => {
      param(doc, AGREEMENT_LINK, 'get', 'position').schema = { type: 'string', pattern: '^[a-z]+$' };
    },
  },
  {
    name: "raise a query parameter's minimum",
    area: 'parameters',
    verdict: 'breaking',
    edit: (doc) => {
      at(param(doc, AGREEMENT_LINK, 'get', 'position'), 'schema').minimum = 1;
    },
  },
  {
    name: "drop a query parameter's minimum",
    area: 'parameters',
    verdict: 'safe',
    edit: (doc) => {
      delete at(param(doc, AGREEMENT_LINK, 'get', 'position'), 'schema').minimum;
    },
  },
  {
    name: "lower a shared session parameter's maxLength (200 to 50)",
    area: 'parameters',
    verdict: 'breaking',
    edit: (doc) => {
      at(doc, 'components', 'parameters', 'SessionId', 'schema').maxLength = 50;
    },
  },
  {
    name: "raise a shared session parameter's maxLength (50 to 200)",
    area: 'parameters',
    verdict: 'safe',
    edit: (doc) => {
      at(doc, 'components', 'parameters', 'AppVersion', 'schema').maxLength = 200;
    },
  },
  {
    name: 'move a parameter from the query to a header',
    area: 'parameters',
    verdict: 'breaking',
    edit: (doc) => {
      param(doc, AGREEMENT_LINK, 'get', 'scene').in = 'header';
    },
  },
  // Request bodies
  {
    name: 'add an optional request body field',
    area: 'request bodies',
    verdict: 'safe',
    edit: (doc) => {
      at(formBody(doc, GOOGLE_SCORE), 'properties').comment = { type: 'string', maxLength: 200 };
    },
  },
  {
    name: 'add a required request body field',
    area: 'request bodies',
    verdict: 'breaking',
    edit: (doc) => {
      const body = formBody(doc, GOOGLE_SCORE);
      at(body, 'properties').comment = { type: 'string', maxLength: 200 };
      required(body).push('comment');
    },
  },
  {
    name: 'make an optional request body field required',
    area: 'request bodies',
    verdict: 'breaking',
    edit: (doc) => required(formBody(doc, PROBLEM_SAVE)).push('problemImage'),
  },
  {
    name: 'make a required request body field optional',
    area: 'request bodies',
    verdict: 'safe',
    edit: (doc) => drop(required(formBody(doc, PROBLEM_SAVE)), 'problemDetail'),
  },
  {
    name: 'remove an optional request body field',
    area: 'request bodies',
    verdict: 'look',
    edit: (doc) => delete at(formBody(doc, PROBLEM_SAVE), 'properties').problemImage,
  },
  {
    name: "change a request body field's type (integer to string)",
    area: 'request bodies',
    verdict: 'breaking',
    edit: (doc) => {
      at(formBody(doc, GOOGLE_SCORE), 'properties').score = { type: 'string' };
    },
  },
  {
    name: "lower a request body field's maximum (5 to 4)",
    area: 'request bodies',
    verdict: 'breaking',
    edit: (doc) => {
      property(formBody(doc, GOOGLE_SCORE), 'score').maximum = 4;
    },
  },
  {
    name: "raise a request body field's maximum (5 to 10)",
    area: 'request bodies',
    verdict: 'safe',
    edit: (doc) => {
      property(formBody(doc, GOOGLE_SCORE), 'score').maximum = 10;
    },
  },
  {
    name: "raise a request body field's minLength (1 to 10)",
    area: 'request bodies',
    verdict: 'breaking',
    edit: (doc) => {
      property(formBody(doc, PROBLEM_SAVE), 'problemDetail').minLength = 10;
    },
  },
  {
    name: 'add a pattern to a request body field',
    area: 'request bodies',
    verdict: 'breaking',
    edit: (doc) => {
      property(formBody(doc, PROBLEM_SAVE), 'problemDetail').pattern = '^[A-Za-z ]+$';
    },
  },
  {
    name: 'make a required request body optional',
    area: 'request bodies',
    verdict: 'safe',
    edit: (doc) => {
      at(operation(doc, GOOGLE_SCORE), 'requestBody').required = false;
    },
  },
  {
    name: "change a request body's media type (form to JSON)",
    area: 'request bodies',
    verdict: 'breaking',
    edit: (doc) => {
      const content = at(operation(doc, GOOGLE_SCORE), 'requestBody', 'content');
      content['application/json'] = content['application/x-www-form-urlencoded'];
      delete content['application/x-www-form-urlencoded'];
    },
  },
  {
    name: 'allow null in a request body field',
    area: 'request bodies',
    verdict: 'safe',
    edit: (doc) => {
      property(formBody(doc, GOOGLE_SCORE), 'score').type = ['integer', 'null'];
    },
  },
  // Responses
  {
    name: 'add an optional field to an answer',
    area: 'responses',
    verdict: 'safe',
    edit: (doc) => {
      at(schema(doc, 'OrderDetail'), 'properties').loanPurpose = {
        type: 'string',
        description: 'Why the borrower borrowed.',
      };
    },
  },
  {
    name: 'add a required field to an answer',
    area: 'responses',
    verdict: 'safe',
    edit: (doc) => {
      const detail = schema(doc, 'OrderDetail');
      at(detail, 'properties').loanPurpose = { type: 'string' };
      required(detail).push('loanPurpose');
    },
  },
  {
    name: 'remove a field the order screen reads from the answer',
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => {
      const detail = schema(doc, 'OrderDetail');
      delete at(detail, 'properties').noticeStatusText;
      drop(required(detail), 'noticeStatusText');
    },
  },
  {
    name: 'rename a field of an answer',
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => {
      const row = schema(doc, 'RepayChannel');
      const properties = at(row, 'properties');
      properties.channelNumber = properties.channel_number;
      delete properties.channel_number;
      const names = required(row);
      names[names.indexOf('channel_number')] = 'channelNumber';
    },
  },
  {
    name: 'make a required answer field optional',
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => drop(required(schema(doc, 'OrderDetail')), 'h5Url'),
  },
  {
    name: 'make an optional answer field required',
    area: 'responses',
    verdict: 'safe',
    base: (doc) => {
      at(schema(doc, 'OrderDetail'), 'properties').loanPurpose = { type: 'string' };
    },
    edit: (doc) => required(schema(doc, 'OrderDetail')).push('loanPurpose'),
  },
  {
    name: "change an answer field's type (string to integer)",
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => {
      at(schema(doc, 'OrderDetail'), 'properties').telephone = { type: 'integer' };
    },
  },
  {
    name: 'allow null in an answer field',
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => {
      property(schema(doc, 'OrderDetail'), 'productName').type = ['string', 'null'];
    },
  },
  {
    name: "change the item type of an answer's array",
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => {
      property(schema(doc, 'OrderDetail'), 'recProducts').items = { type: 'string' };
    },
  },
  {
    name: "remove an answer's media type",
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => {
      const response = at(operation(doc, GOOGLE_SCORE), 'responses', '200');
      response.content = { 'text/plain': { schema: { type: 'string' } } };
    },
  },
  {
    name: 'add a variant to the oneOf of an answer',
    area: 'responses',
    verdict: 'breaking',
    edit: (doc) => {
      const answer = at(
        operation(doc, GOOGLE_SCORE),
        'responses',
        '200',
        'content',
        'application/json',
        'schema',
      );
      list(answer.oneOf, 'oneOf').push({ type: 'string' });
    },
  },
  {
    name: "lower an answer string's maxLength",
    area: 'responses',
    verdict: 'safe',
    edit: (doc) => {
      property(schema(doc, 'TextValue'), 'text').maxLength = 80;
    },
  },
  {
    name: "change an answer's description",
    area: 'metadata',
    verdict: 'safe',
    edit: (doc) => {
      at(operation(doc, LOAN_DETAILS), 'responses', '200').description = 'The order, or an error envelope.';
    },
  },
  // Enums
  {
    name: 'add a value to an enum of an answer (a new order status)',
    area: 'enums',
    verdict: 'breaking',
    edit: (doc) => list(schema(doc, 'OrderStatus').enum, 'enum').push(190),
  },
  {
    name: 'remove a value from an enum of an answer',
    area: 'enums',
    verdict: 'safe',
    edit: (doc) => {
      schema(doc, 'OrderStatus').enum = [21, 110, 151, 170, 174, 180];
    },
  },
  {
    name: 'add a value to an enum of a request parameter',
    area: 'enums',
    verdict: 'safe',
    edit: (doc) => {
      at(doc, 'components', 'parameters', 'ClientType', 'schema').enum = ['ios', 'android', 'harmony'];
    },
  },
  {
    name: 'remove a value from an enum of a request parameter',
    area: 'enums',
    verdict: 'breaking',
    edit: (doc) => {
      at(doc, 'components', 'parameters', 'ClientType', 'schema').enum = ['ios'];
    },
  },
  {
    name: 'add a value to an enum of a request body field',
    area: 'enums',
    verdict: 'safe',
    edit: (doc) => {
      property(formBody(doc, '/spoken/personal-center/contact-kf-info'), 'type').enum = [1, 2];
    },
  },
  {
    name: 'remove a value from an enum of a request body field',
    area: 'enums',
    verdict: 'breaking',
    base: (doc) => {
      property(formBody(doc, '/v3/loan-details/generate-vcode'), 'isDelay').enum = ['0', '1'];
    },
    edit: (doc) => {
      property(formBody(doc, '/v3/loan-details/generate-vcode'), 'isDelay').enum = ['1'];
    },
  },
  {
    name: 'add a value to an enum both a request and an answer use (a new term unit)',
    area: 'enums',
    verdict: 'breaking',
    edit: (doc) => list(schema(doc, 'TermUnit').enum, 'enum').push(2),
  },
  // Schemas shared by several operations
  {
    name: 'tighten a shared id used in requests (maxLength 64 to 16)',
    area: 'schemas',
    verdict: 'breaking',
    edit: (doc) => {
      schema(doc, 'ProductId').maxLength = 16;
    },
  },
  {
    name: 'add a component schema nothing uses',
    area: 'schemas',
    verdict: 'safe',
    edit: (doc) => {
      at(doc, 'components', 'schemas').Unused = { type: 'object', properties: { a: { type: 'string' } } };
    },
  },
  {
    name: "change a shared schema's description",
    area: 'schemas',
    verdict: 'safe',
    edit: (doc) => {
      schema(doc, 'TextValue').description = 'A label and its value.';
    },
  },
  {
    name: 'add an optional field to a shared answer row',
    area: 'schemas',
    verdict: 'safe',
    edit: (doc) => {
      at(schema(doc, 'TextValue'), 'properties').hint = { type: 'string' };
    },
  },
  {
    name: 'change the success code every envelope answers with',
    area: 'schemas',
    verdict: 'breaking',
    edit: (doc) => {
      schema(doc, 'SuccessCode').enum = ['0'];
    },
  },
  {
    name: 'add a field to the body of a variant-2 call with its extra session parameters',
    area: 'request bodies',
    verdict: 'safe',
    edit: (doc) => {
      at(formBody(doc, CONFIRM_V2), 'properties').campaign = { type: 'string' };
    },
  },
];
