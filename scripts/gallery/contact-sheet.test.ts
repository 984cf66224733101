import { describe, expect, it } from 'vitest';
import { contactSheet, type Shot } from './contact-sheet.ts';

const wide = { id: '390x844', width: 390, height: 844 };
const narrow = { id: '320x568', width: 320, height: 568 };

function shot(entryId: string, viewport: Shot['viewport'], extra: Partial<Shot> = {}): Shot {
  return { entryId, engine: 'chromium', viewport, file: `${entryId}--chromium-${viewport.id}.png`, ...extra };
}

const entries = [
  { id: 'order-ord174', route: '/loanDetail', title: 'ORD174: 174 due' },
  { id: 'repay-ord180', route: '/repay', title: 'ORD180 <overdue> & penalty' },
];

describe('contactSheet', () => {
  it('groups entries by route, the widest viewport first, each picture linking to its PNG', () => {
    const html = contactSheet({
      entries,
      shots: [
        shot('order-ord174', narrow),
        shot('order-ord174', wide, { fullPageFile: 'order-ord174--chromium-390x844-full.png' }),
        shot('repay-ord180', wide),
      ],
      generatedAt: '2026-11-25T10:00:00Z',
      source: 'commit abc1234',
    });
    const order = html.slice(
      html.indexOf('<section id="route-loanDetail">'),
      html.indexOf('<section id="route-repay">'),
    );
    expect(order.indexOf('390x844.png')).toBeLessThan(order.indexOf('320x568.png'));
    expect(order).toContain(
      '<a href="order-ord174--chromium-390x844.png"><img src="order-ord174--chromium-390x844.png" loading="lazy"',
    );
    expect(order).toContain('<a href="order-ord174--chromium-390x844-full.png">full page</a>');
    // A shot that is missing keeps its column, so rows stay aligned.
    expect(html).toContain('chromium 320×568: not taken');
    expect(html).toContain('ORD180 &lt;overdue&gt; &amp; penalty');
    expect(html).toContain('2 entries, 3 shots · commit abc1234');
  });

  it('lists the shots that did not render, and adds a column per engine', () => {
    const html = contactSheet({
      entries: entries.slice(0, 1),
      shots: [
        shot('order-ord174', wide, { error: 'order-ord174: test id status-text did not show within 15 s' }),
        { ...shot('order-ord174', wide), engine: 'webkit', file: 'order-ord174--webkit-390x844.png' },
      ],
      generatedAt: '2026-11-25T10:00:00Z',
      source: 'commit abc1234',
    });
    expect(html).toContain('1 shot did not render as expected');
    expect(html).toContain('test id status-text did not show within 15 s');
    expect(html.indexOf('chromium 390×844')).toBeLessThan(html.indexOf('webkit 390×844'));
  });
});
