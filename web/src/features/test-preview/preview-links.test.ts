import { describe, expect, it } from 'vitest';
import { parsePageQuery } from '../../lib/page-query.ts';
import { PREVIEW_LINKS, type PreviewLink, previewHref } from './preview-links.ts';
import type { PreviewValues } from './preview-values.ts';

const VALUES: PreviewValues = {
  appVersion: '2.3.0',
  deviceName: 'iPhone 13',
  deviceId: 'D1',
  osVersion: '17.4',
  sessionId: 'S2',
  advertisingId: 'AD+1/x=',
  productId: ' P1002 ',
  orderId: 'ORD174R',
};
const NO_IDS = { ...VALUES, productId: '', orderId: '' };

function link(label: string): PreviewLink {
  const found = PREVIEW_LINKS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No test page link named ${label}`);
  return found;
}

/** The query a target page reads from the link. */
function queryOf(url: string): Record<string, string> {
  return parsePageQuery(url.slice(url.indexOf('?')));
}

describe('the test page links', () => {
  it('open every page the spec lists, and the suggestion form', () => {
    expect(PREVIEW_LINKS.map(({ label }) => label)).toEqual([
      'Confirm loan',
      'Order detail',
      'Repay',
      'Extension',
      'Bind bank',
      'About us',
      'Complaint',
      'Customer service',
      'Privacy policy',
      'Repayment instruction',
      'Suggestion',
    ]);
  });

  it('carry every session value as edited, read back exactly by the target page', () => {
    for (const target of PREVIEW_LINKS) {
      expect(queryOf(previewHref(target, VALUES)), target.label).toMatchObject({
        sessionId: 'S2',
        deviceId: 'D1',
        deviceName: 'iPhone 13',
        appVersion: '2.3.0',
        osVersion: '17.4',
        advertisingId: 'AD+1/x=',
      });
    }
  });

  it('carry the ids each target reads, trimmed', () => {
    expect(previewHref(link('Order detail'), VALUES)).toMatch(
      /^\/loanDetail\?.*&productId=P1002&orderId=ORD174R$/,
    );
    expect(queryOf(previewHref(link('Repay'), VALUES))).toMatchObject({
      productId: 'P1002',
      orderId: 'ORD174R',
    });
    expect(queryOf(previewHref(link('Confirm loan'), VALUES))).not.toHaveProperty('orderId');
    expect(previewHref(link('Bind bank'), VALUES)).toContain('product_id=P1002');
    expect(queryOf(previewHref(link('Complaint'), VALUES))).toMatchObject({ orderId: 'ORD174R' });
    expect(queryOf(previewHref(link('About us'), VALUES))).not.toHaveProperty('productId');
  });

  it('use a seeded order when both ids are empty: ORD174, or ORD174R for the extension', () => {
    expect(queryOf(previewHref(link('Repay'), NO_IDS))).toMatchObject({
      productId: 'P1001',
      orderId: 'ORD174',
    });
    expect(queryOf(previewHref(link('Extension'), NO_IDS))).toMatchObject({
      productId: 'P1002',
      orderId: 'ORD174R',
    });
    expect(queryOf(previewHref(link('Confirm loan'), NO_IDS))).toMatchObject({ productId: 'P1001' });
  });

  it('keep a typed id as typed rather than pairing it with another order', () => {
    const onlyOrder = { ...VALUES, productId: '', orderId: 'ORD180' };
    expect(queryOf(previewHref(link('Repay'), onlyOrder))).toMatchObject({ orderId: 'ORD180' });
    expect(queryOf(previewHref(link('Repay'), onlyOrder))).not.toHaveProperty('productId');
    // A page that needs a product only still gets one.
    expect(queryOf(previewHref(link('Bind bank'), onlyOrder))).toMatchObject({ product_id: 'P1001' });
  });

  it('leave an empty session value out', () => {
    expect(previewHref(link('About us'), { ...NO_IDS, sessionId: '', deviceName: ' ' })).not.toMatch(
      /sessionId|deviceName/,
    );
  });
});
