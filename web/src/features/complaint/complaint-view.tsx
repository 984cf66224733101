import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProblemInit, ProblemTypeOption } from '../../../../openapi/generated/model/index.ts';
import { href } from '../../config/paths.ts';
import { rememberedOnEntry, rememberOnEntry } from '../../lib/history.ts';
import { BottomSheet } from '../../ui/bottom-sheet/bottom-sheet.tsx';
import { ChoiceList } from '../../ui/choice-list/choice-list.tsx';
import { showToast } from '../../ui/toast/toast-store.ts';
import { COLLECTION_REFUSED, collectionAllowed, nextStepQuery } from './complaint-rules.ts';
import { ComplaintTypes } from './complaint-types.tsx';
import { OrderCard } from './order-card.tsx';

/** Where this history entry keeps the order picked with 'All'. */
const PICKED_ORDER_KEY = 'complaintOrder';

/**
 * The order the page shows: the one picked earlier on this history entry (back from the next step,
 * forward, a reload), while the borrower still has it, else the server's choice.
 */
function shownOrderNo(init: ProblemInit): string {
  const picked = rememberedOnEntry(PICKED_ORDER_KEY);
  if (picked !== undefined && init.orderList.some((order) => order.orderNo === picked)) return picked;
  return init.orderDetail?.orderNo ?? '';
}

/**
 * The complaint page (spec §2 "Complaint"): 'My complaints', the order the complaint is about (the
 * server's choice, or one picked with 'All'), and the question types. A type goes on to the next
 * step; collection only for an order that allows it.
 */
export function ComplaintView({ init }: { init: ProblemInit }) {
  const navigate = useNavigate();
  const [orderNo, setOrderNo] = useState(() => shownOrderNo(init));
  const [choosing, setChoosing] = useState(false);
  const order = init.orderList.find((candidate) => candidate.orderNo === orderNo) ?? init.orderDetail;
  const collection = init.problemType[0];

  const pick = (type: ProblemTypeOption, sonType?: ProblemTypeOption) => {
    if (type.value === collection?.value && !collectionAllowed(order)) {
      showToast(COLLECTION_REFUSED);
      return;
    }
    void navigate(href('complainPageNext', nextStepQuery({ type, sonType, order })));
  };

  return (
    <main className="ui-page complaint">
      <section className="ui-card ui-card--raised complaint__head">
        <h1 className="ui-title">Complaint</h1>
        <Link className="ui-text-link" to={href('complaintList')}>
          My complaints
        </Link>
      </section>

      <OrderCard order={order} onAll={init.orderList.length > 1 ? () => setChoosing(true) : undefined} />

      <ComplaintTypes types={init.problemType} sonTypes={init.problemSonType} onPick={pick} />

      <BottomSheet open={choosing} title="Choose an order" onClose={() => setChoosing(false)}>
        <ChoiceList
          name="complaint-order"
          label="Your orders"
          value={order?.orderNo ?? ''}
          choices={init.orderList.map((item) => ({
            value: item.orderNo,
            label: `${item.productName} · ${item.status}`,
            detail: item.orderNo,
            icon: item.productLogo,
          }))}
          onChange={(value) => {
            setOrderNo(value);
            rememberOnEntry(PICKED_ORDER_KEY, value);
            setChoosing(false);
          }}
        />
      </BottomSheet>
    </main>
  );
}
