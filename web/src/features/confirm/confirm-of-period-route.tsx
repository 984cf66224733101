import { ConfirmV3 } from './confirm-v3.tsx';

/** `/confirmOfPeriod`: the v3 confirmation of an instalment product, its plan as the period schedule. */
export function Component() {
  return <ConfirmV3 schedule />;
}
