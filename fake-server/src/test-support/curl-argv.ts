// How curl reads a "Copy as curl" command, for tests: the command runs through a real `sh` with a
// stand-in `curl` that prints its arguments, and the arguments are read by curl's rules for the
// options the command may use (curl 7.88's tool_getparam.c and tool_formparse.c). An option outside
// that set fails the reading: the command must not grow one unchecked.
import { spawnSync } from 'node:child_process';

const STAND_IN = `curl() { for argument in "$@"; do printf '%s\\0' "$argument"; done; }`;
/** Printed between two commands' arguments (no test value holds it). */
const END_OF_COMMAND = '--end-of-command-5f1d2c--';

function words(out: Buffer): string[] {
  const found: string[] = [];
  let start = 0;
  for (let index = 0; index < out.length; index += 1) {
    if (out[index] !== 0) continue;
    found.push(out.subarray(start, index).toString('utf8'));
    start = index + 1;
  }
  return found;
}

/**
 * The arguments a real `sh` hands to `curl` for each command (comment lines, quoting and line
 * continuations as a shell reads them), one shell for all of them.
 */
export function runThroughShell(commands: readonly string[]): string[][] {
  const script = [
    STAND_IN,
    ...commands.map((command) => `${command}\nprintf '%s\\0' '${END_OF_COMMAND}'`),
  ].join('\n');
  const run = spawnSync('sh', ['-c', script], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`sh failed (${run.status}): ${run.stderr.toString()}`);
  const perCommand: string[][] = [[]];
  for (const word of words(run.stdout)) {
    if (word === END_OF_COMMAND) perCommand.push([]);
    else perCommand.at(-1)?.push(word);
  }
  return perCommand.slice(0, commands.length);
}

/**
 * The words of a copied command as `sh` reads them, for the subset the command is written in:
 * `#` comment lines, words split by spaces, single-quoted text (`'\''` for a quote), a backslash
 * before the line end. Anything else a shell would act on (`$`, `;`, a double quote…) outside
 * single quotes throws. `runThroughShell` checks this reading against a real shell.
 */
export function readShellWords(command: string): string[] {
  const lines = command.split('\n');
  while (lines[0]?.startsWith('#')) lines.shift();
  const text = lines.join('\n');
  const found: string[] = [];
  let word: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === ' ') {
      if (word !== undefined) found.push(word);
      word = undefined;
    } else if (char === "'") {
      const end = text.indexOf("'", index + 1);
      if (end < 0) throw new Error('an unclosed single quote');
      word = (word ?? '') + text.slice(index + 1, end);
      index = end;
    } else if (char === '\\' && text[index + 1] === '\n') {
      // A line continuation: the command goes on.
      index += 1;
    } else if (char === '\\' && text[index + 1] === "'") {
      word = `${word ?? ''}'`;
      index += 1;
    } else if (/[\w@%+=:,./-]/.test(char)) word = (word ?? '') + char;
    else throw new Error(`a character the shell would act on, unquoted: ${JSON.stringify(char)}`);
  }
  if (word !== undefined) found.push(word);
  return found;
}

/** A multipart part as the server reads it: names as Latin-1 of the bytes curl sends (busboy). */
export type SentPart = { name: string; value: string } | { name: string; file: string; type?: string };

export interface SentCall {
  method: string;
  url: string;
  globoff: boolean;
  headers: [string, string][];
  /** `--data-raw` fields, URL-decoded as the server's form parser reads them. */
  form: [string, string][];
  multipart: SentPart[];
  /** Every local file the command makes curl read. */
  filesRead: string[];
}

/** The bytes curl sends for an argument, read back one character per byte (how busboy reads names). */
const asLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** curl's word in a `-F` value: plain up to ';', or double-quoted with \\ and \" escapes. */
function paramWord(text: string): { word: string; rest: string } {
  if (text.startsWith('"')) {
    let word = '';
    for (let index = 1; index < text.length; index += 1) {
      const char = text[index];
      const next = text[index + 1];
      if (char === '\\' && (next === '\\' || next === '"')) {
        word += next;
        index += 1;
      } else if (char === '"') {
        const rest = text.slice(index + 1);
        if (rest !== '' && !rest.startsWith(';'))
          throw new Error(`trailing data after a quoted word: ${text}`);
        return { word, rest };
      } else word += char;
    }
    // No closing quote: curl reads the word as plain text.
  }
  const end = text.indexOf(';');
  return end < 0 ? { word: text, rest: '' } : { word: text.slice(0, end), rest: text.slice(end) };
}

/** `-F name=@file;type=…;filename="…"`: any other form (`<file`, `;headers=`, `;encoder=`) is refused. */
function filePart(value: string, filesRead: string[]): SentPart {
  const equals = value.indexOf('=');
  if (equals <= 0) throw new Error(`-F without a name: ${value}`);
  const name = value.slice(0, equals);
  const content = value.slice(equals + 1);
  if (!content.startsWith('@')) throw new Error(`-F that is not a file: ${value}`);
  let { word: path, rest } = paramWord(content.slice(1));
  if (path.includes(',')) throw new Error(`-F with several files: ${value}`);
  filesRead.push(path);
  let type: string | undefined;
  let file: string | undefined;
  while (rest.startsWith(';')) {
    const param = rest.slice(1);
    if (param.startsWith('type=')) {
      const match = /^type=([^/ ]+\/[^;, \n]+)(.*)$/s.exec(param);
      if (match === null) throw new Error(`a type curl refuses: ${value}`);
      type = match[1];
      rest = match[2] ?? '';
    } else if (param.startsWith('filename=')) {
      ({ word: file, rest } = paramWord(param.slice('filename='.length)));
    } else throw new Error(`-F with a parameter curl would act on: ${value}`);
  }
  if (rest !== '') throw new Error(`-F with trailing text: ${value}`);
  return {
    name: asLatin1(name),
    file: asLatin1(file ?? path),
    ...(type === undefined ? {} : { type }),
  };
}

/** What curl sends for the arguments of a copied command; throws on anything it would read or glob. */
export function readCurlArguments(words: readonly string[]): SentCall {
  const sent: SentCall = {
    method: 'GET',
    url: '',
    globoff: false,
    headers: [],
    form: [],
    multipart: [],
    filesRead: [],
  };
  for (let index = 0; index < words.length; index += 1) {
    const option = words[index] ?? '';
    const value = (): string => {
      index += 1;
      const next = words[index];
      if (next === undefined) throw new Error(`${option} without a value`);
      return next;
    };
    if (option === '--globoff') sent.globoff = true;
    else if (option === '-X') sent.method = value();
    else if (option === '-H') {
      const header = value();
      if (header.startsWith('@')) throw new Error(`-H reads headers from a file: ${header}`);
      const match = /^([^:;]+)(?::\s?(.*)|;)$/s.exec(header);
      if (match === null) throw new Error(`a header curl would not send as is: ${header}`);
      sent.headers.push([match[1] ?? '', asLatin1(match[2] ?? '')]);
    } else if (option === '--data-raw') {
      const field = value();
      // An empty form, URL-encoded or multipart (the closing boundary alone): no field.
      if (
        field === '' ||
        (field === '--empty--' && sent.headers.some(([, type]) => type.includes('boundary=empty')))
      )
        continue;
      // Pieces are joined with '&': an unencoded '&' or a second '=' would change the fields.
      if (!/^[^&=]*=[^&=]*$/.test(field)) throw new Error(`a --data-raw field not encoded: ${field}`);
      const [name = '', text = ''] = field.split('=');
      const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
      sent.form.push([decode(name), decode(text)]);
    } else if (option === '--form-string') {
      const field = value();
      const equals = field.indexOf('=');
      if (equals <= 0) throw new Error(`--form-string without a name: ${field}`);
      sent.multipart.push({ name: asLatin1(field.slice(0, equals)), value: field.slice(equals + 1) });
    } else if (option === '-F') sent.multipart.push(filePart(value(), sent.filesRead));
    else if (option === '--data-binary') {
      const data = value();
      if (data.startsWith('@')) sent.filesRead.push(data.slice(1));
    } else if (option.startsWith('-')) throw new Error(`an option the command must not use: ${option}`);
    else if (sent.url === '') sent.url = option;
    else throw new Error(`a second URL: ${option}`);
  }
  return sent;
}
