/** Codes shorter than this read at a glance: they are shown whole. */
const MIN_GROUPED_LENGTH = 7;
const GROUP_SIZE = 4;

/**
 * Splits a pay code into groups for display only, as evenly as possible with the longer groups
 * first (12 → 4·4·4, 10 → 4·3·3, 13 → 4·3·3·3). A code with anything but letters and digits (a
 * separator the server already chose) or a short one stays one group.
 * @example codeGroups('531476939829') // ['5314', '7693', '9829']
 */
export function codeGroups(code: string): string[] {
  if (code.length < MIN_GROUPED_LENGTH || !/^[A-Za-z0-9]+$/.test(code)) return [code];
  const count = Math.ceil(code.length / GROUP_SIZE);
  const base = Math.floor(code.length / count);
  const longer = code.length % count;
  const groups: string[] = [];
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const size = index < longer ? base + 1 : base;
    groups.push(code.slice(start, start + size));
    start += size;
  }
  return groups;
}
