import { fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, orderPath } from './support/fake-reads.ts';
import { renderRoute } from './support/render-route.tsx';

// The order screen's rating prompt (ORD200S asks for one): one answer to a rating, never two at
// once. Spec §4: under 4 stars a thank-you modal, otherwise the native app rating (§2: "a native
// rating prompt opens on a top rating"); score 5 is sent whatever the stars (§9).

const rating = () => screen.queryByRole('dialog', { name: 'Rate our service' });
const thanks = () => screen.queryByRole('dialog', { name: 'Thank you' });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

describe('order rating: one answer to a rating', () => {
  it('under 4 stars: the thank-you modal alone; 4 and 5: the native rating alone; score 5 sent once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 2 }),
        async (stars, taps) => {
          const rendered = renderRoute(orderPath('ORD200S'));
          const modal = await screen.findByRole('dialog', { name: 'Rate our service' });
          fireEvent.click(
            within(modal).getByRole('button', { name: stars === 1 ? '1 star' : `${stars} stars` }),
          );
          const submit = within(modal).getByRole('button', { name: 'Submit' });
          for (let tap = 0; tap < taps; tap += 1) fireEvent.click(submit);
          await vi.waitFor(() => expect(rating()).toBeNull());

          expect(callsOf(rendered, 'googleScore').map((call) => call.body)).toEqual([{ score: '5' }]);
          const native = rendered.nativeCalls.filter((call) => call.action === 'goRating');
          if (stars < 4) {
            expect(thanks()).not.toBeNull();
            expect(native).toEqual([]);
          } else {
            expect(thanks()).toBeNull();
            expect(native).toHaveLength(1);
          }
          // Nothing said on top of the modal or the native prompt.
          expect(within(toasts()).queryByText('Successful demonstration！')).toBeNull();
          rendered.unmount();
        },
      ),
      { numRuns: 10, seed: 37 },
    );
  });
});
