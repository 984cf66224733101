import { useState } from 'react';
import type { RepayChannel } from '../../../../openapi/generated/model/index.ts';
import { BottomSheet } from '../../ui/bottom-sheet/bottom-sheet.tsx';
import { ChoiceList } from '../../ui/choice-list/choice-list.tsx';
import type { RepayOrder } from './repay-info.ts';
import { usePayment } from './use-payment.ts';

interface Props {
  readonly order: RepayOrder;
  readonly channels: readonly RepayChannel[];
  /** What is paid: the repayment amount, or the extension fee. Minor units. */
  readonly amount: number;
}

/**
 * The 'Payment Method' button of the repayment pages and its channel picker: a bottom sheet with
 * the server's channels (the first chosen by default, one at a time) and the 'Payment' button.
 */
export function ChannelPayment({ order, channels, amount }: Props) {
  const [open, setOpen] = useState(false);
  // The borrower's choice outlives the sheet: closing it or a failed payment keeps it. When a
  // refreshed list no longer offers it, the first channel is the choice again.
  const [chosen, setChannel] = useState('');
  const offered = channels.some((item) => item.channel_number === chosen);
  const channel = offered ? chosen : (channels[0]?.channel_number ?? '');
  const payment = usePayment(order, amount);
  const choices = channels.map((item) => ({ value: item.channel_number, label: item.name, icon: item.logo }));

  return (
    <>
      <footer className="ui-action-bar">
        {channels.length === 0 && (
          <p className="repay-note">No payment channel is available right now. Please try again later.</p>
        )}
        <button
          type="button"
          className="btn btn--primary"
          disabled={channels.length === 0}
          onClick={() => setOpen(true)}
        >
          Payment Method
        </button>
      </footer>
      <BottomSheet
        open={open}
        title="Payment Method"
        onClose={() => setOpen(false)}
        footer={
          <button
            type="button"
            className="btn btn--primary"
            aria-busy={payment.paying}
            onClick={() => void payment.pay(channel)}
          >
            Payment
          </button>
        }
      >
        <ChoiceList
          name="repay-channel"
          label="Payment channels"
          choices={choices}
          value={channel}
          onChange={setChannel}
        />
      </BottomSheet>
    </>
  );
}
