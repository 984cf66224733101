import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOk } from '../../api/envelope.ts';
import { problemSave } from '../../api/generated/hooks/complaint/complaint.ts';
import { href } from '../../config/paths.ts';
import { canGoBack } from '../../lib/history.ts';
import { LEFT_PAGE, useGuardedFlight } from '../../lib/use-single-flight.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import type { ImageUploads } from '../../ui/uploader/use-image-uploads.ts';
import { EMPTY_DESCRIPTION, SENT_REDIRECT_MS } from './complaint-rules.ts';

/** Said while an image is still on its way. */
export const IMAGES_UPLOADING = 'Please wait until the images have uploaded.';
/** Said when an image failed: it would be left out silently otherwise. */
export const IMAGES_FAILED = 'An image did not upload. Tap Retry on it, or remove it.';

export interface ComplaintDraft {
  readonly problemType: number;
  readonly problemSonType?: number;
  readonly orderNo: string;
  readonly description: string;
}

/**
 * Send (spec §4 complaint): checks the description and the images, files the complaint with the
 * images comma-joined, then shows 'Successfully Sent' and returns to the complaint page after
 * 1.5 s. One send at a time; a failure keeps the text and the images. `onSent` runs once it is filed.
 */
export function useSendComplaint(uploads: ImageUploads, onSent?: () => void) {
  const navigate = useNavigate();
  const [run, sending] = useGuardedFlight();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    // Back to the complaint page it came from, else to a fresh one in place of this step.
    const timer = setTimeout(
      () => (canGoBack() ? void navigate(-1) : void navigate(href('complaint'), { replace: true })),
      SENT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const send = (draft: ComplaintDraft) =>
    run(async () => {
      const problemDetail = draft.description.trim();
      if (problemDetail === '') return void showToast(EMPTY_DESCRIPTION);
      if (uploads.uploading) return void showToast(IMAGES_UPLOADING);
      if (uploads.failed) return void showToast(IMAGES_FAILED);
      const answer = await problemSave(
        {
          problemType: draft.problemType,
          problemSonType: draft.problemSonType,
          problemDetail,
          problemImage: uploads.urls.join(','),
          orderNo: draft.orderNo,
        },
        undefined,
        { loadingText: 'Sending' },
      );
      // A refusal was toasted by the shared client; everything stays as it was.
      if (!isOk(answer)) return undefined;
      onSent?.();
      setSent(true);
      return LEFT_PAGE;
    });

  return { send, sending, sent };
}
