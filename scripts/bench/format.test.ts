import { describe, expect, it } from 'vitest';
import { budgetCell, count, formatTable, kb, ms, percent, seconds, verdict, verdictCell } from './format.ts';

describe('formatTable', () => {
  it('aligns columns under a rule, numbers right and text left', () => {
    const table = formatTable(
      ['route', 'JS', 'verdict'],
      [
        ['order-route', '120.8 kB', 'ok'],
        ['not-found', '0.4 kB', 'MISSED'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'route              JS  verdict',
      '-----------  --------  -------',
      'order-route  120.8 kB  ok',
      'not-found      0.4 kB  MISSED',
    ]);
  });

  it('prints missing cells as a dash and counts symbols as one column', () => {
    const table = formatTable(
      ['budget', 'value'],
      [
        ['≤ 30.0 kB', undefined],
        ['≥ 95', 99],
      ],
    );
    expect(table.split('\n')).toEqual([
      '   budget  value',
      '---------  -----',
      '≤ 30.0 kB      —',
      '     ≥ 95     99',
    ]);
  });
});

describe('units', () => {
  it('formats sizes, times, ratios and counts', () => {
    expect(kb(122_060)).toBe('122.1 kB');
    expect(ms(1234.5)).toBe('1235 ms');
    expect(ms(2.345, 1)).toBe('2.3 ms');
    expect(seconds(1530)).toBe('1.53 s');
    expect(percent(0.512)).toBe('51%');
    expect(count(12345.6)).toBe('12,346');
    expect(kb(undefined)).toBeUndefined();
  });
});

describe('budget verdicts', () => {
  it('checks each kind of budget', () => {
    expect(verdict(125_000, { op: '<=', limit: 125_000 })).toBe('met');
    expect(verdict(125_001, { op: '<=', limit: 125_000 })).toBe('missed');
    expect(verdict(10, { op: '<', limit: 10 })).toBe('missed');
    expect(verdict(9.9, { op: '<', limit: 10 })).toBe('met');
    expect(verdict(95, { op: '>=', limit: 95 })).toBe('met');
    expect(verdict(0.49, { op: '>=', limit: 0.5 })).toBe('missed');
    expect(verdict(0, { op: '=', limit: 0 })).toBe('met');
    expect(verdict(0.001, { op: '=', limit: 0 })).toBe('missed');
  });

  it('has no verdict without a measurement or a budget', () => {
    expect(verdict(undefined, { op: '<=', limit: 1 })).toBe('n/a');
    expect(verdict(Number.NaN, { op: '<=', limit: 1 })).toBe('n/a');
    expect(verdict(1, undefined)).toBe('n/a');
  });

  it('prints verdicts and budgets as cells', () => {
    expect(verdictCell('met')).toBe('ok');
    expect(verdictCell('missed')).toBe('MISSED');
    expect(verdictCell('n/a')).toBe('—');
    expect(budgetCell({ op: '<=', limit: 30_000 }, kb)).toBe('≤ 30.0 kB');
    expect(budgetCell({ op: '>=', limit: 0.5 }, percent)).toBe('≥ 50%');
    expect(budgetCell(undefined, kb)).toBe('—');
  });
});
