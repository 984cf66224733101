// Dates are shown in the device's local time, as the server sends either epoch values or
// zone-less 'YYYY-MM-DD HH:MM:SS' strings meant to be read as local.

export type DateInput = Date | number | string;

// Exactly ten digits is how the server sends seconds since the epoch (2001-09-09 to 2286-11-20).
const SECONDS_EPOCH = /^\d{10}$/;
const INTEGER = /^-?\d+$/;
const LOCAL_DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Turns a Date, epoch number (milliseconds, or seconds when it has exactly ten digits) or
 * date string into a Date; null when the input does not name a real moment.
 */
export function toDate(input: DateInput): Date | null {
  const date =
    input instanceof Date
      ? new Date(input.getTime())
      : typeof input === 'number'
        ? fromEpoch(input)
        : fromString(input.trim());
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Formats a moment as local 'YYYY-MM-DD'; '' for invalid input.
 *
 * @example formatDate(new Date(2024, 0, 5)) // '2024-01-05'
 */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Formats a moment as local 'YYYY-MM-DD HH:MM:SS'; '' for invalid input.
 *
 * @example formatDateTime(new Date(2024, 0, 5, 9, 3, 7)) // '2024-01-05 09:03:07'
 */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${formatDate(date)} ${time}`;
}

function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value)) return null;
  const isSeconds = Number.isInteger(value) && SECONDS_EPOCH.test(String(value));
  return new Date(isSeconds ? value * 1000 : value);
}

function fromString(text: string): Date | null {
  if (text === '') return null;
  if (INTEGER.test(text)) return fromEpoch(Number(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) return fromLocalParts(local);
  // Anything else (ISO with a zone, RFC 2822) is left to the platform parser.
  return new Date(text);
}

function fromLocalParts(match: RegExpExecArray): Date | null {
  // The built-in parser reads '2024-01-05' as UTC midnight, which is the previous day west of
  // Greenwich; building from parts keeps the calendar date the server meant.
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // Reject rollover such as 2023-02-30 becoming 2023-03-02.
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return exact ? date : null;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
