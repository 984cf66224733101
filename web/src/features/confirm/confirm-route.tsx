import { ConfirmV3 } from './confirm-v3.tsx';

/** `/confirm`: loan confirmation, variant 1 (spec §2 "Loan confirmation (v3)"). */
export function Component() {
  return <ConfirmV3 schedule={false} />;
}
