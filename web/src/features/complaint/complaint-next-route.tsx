import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { INCOMPLETE_LINK_TITLE, incompleteLink } from '../../ui/messages.ts';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { ComplaintNextView, type NextStepChoice } from './complaint-next-view.tsx';
import '../../ui/layout/layout.css';
import './complaint.css';

/** A next-step link without the type it is about. */
export const INCOMPLETE_NEXT_STEP_LINK = incompleteLink('complaint', 'a problemType');

const POSITIVE_INT = /^[1-9]\d*$/;

/** The choice of the complaint page, from the address; undefined when the type is missing. */
function choiceOf(query: Record<string, string>): NextStepChoice | undefined {
  const type = query.problemType ?? '';
  if (!POSITIVE_INT.test(type)) return undefined;
  const sonType = query.problemSonType ?? '';
  const tags = [query.typeName, query.sonTypeName].filter((tag): tag is string => Boolean(tag?.trim()));
  return {
    problemType: Number(type),
    problemSonType: POSITIVE_INT.test(sonType) ? Number(sonType) : undefined,
    orderNo: (query.orderNo ?? '').trim(),
    productName: (query.productName ?? '').trim(),
    tags,
  };
}

/** `/complainPageNext?problemType=&problemSonType=&orderNo=`: the complaint's second step. */
export function Component() {
  const choice = choiceOf(parsePageQuery(useLocation().search));
  useEffect(() => setPageTitle('Complaint'), []);
  if (!choice) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_NEXT_STEP_LINK} />;
  return <ComplaintNextView choice={choice} />;
}
