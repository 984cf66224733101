import { isOk } from '../../api/envelope.ts';
import { uploadProblemImg } from '../../api/generated/hooks/complaint/complaint.ts';
import { shrinkImage } from '../../lib/shrink-image.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { NETWORK_ERROR } from '../../ui/messages.ts';
import { CountedTextarea } from '../../ui/textarea/counted-textarea.tsx';
import { showInfo, showToast } from '../../ui/toast/toast-store.ts';
import { ImageUploader } from '../../ui/uploader/image-uploader.tsx';
import { useImageUploads } from '../../ui/uploader/use-image-uploads.ts';
import {
  COMPLAINT_SENT,
  MAX_DESCRIPTION,
  MAX_IMAGES,
  REPLY_WEEKDAYS,
  UPLOAD_SUCCEEDED,
} from './complaint-rules.ts';
import { useDescriptionDraft } from './use-description-draft.ts';
import { useSendComplaint } from './use-send-complaint.ts';

/** Uploads one evidence image; the server's refusal is toasted by the shared client. */
async function uploadEvidence(file: File, signal: AbortSignal): Promise<string | undefined> {
  try {
    const answer = await uploadProblemImg(
      { problemImage: await shrinkImage(file) },
      undefined,
      undefined,
      signal,
    );
    return isOk(answer) ? answer.data.url : undefined;
  } catch {
    // A removed image's upload was aborted: nothing to say.
    if (!signal.aborted) showToast(NETWORK_ERROR);
    return undefined;
  }
}

const uploadSucceeded = () => showInfo(UPLOAD_SUCCEEDED);

export interface NextStepChoice {
  readonly problemType: number;
  readonly problemSonType?: number;
  readonly orderNo: string;
  /** The order's product, shown beside its number; '' when the link does not say. */
  readonly productName: string;
  /** The tags: the type's title and the sub-type's, when there is one. */
  readonly tags: readonly string[];
}

/**
 * The complaint's second step (spec §2 "Complaint next step"): the chosen type as tags, the
 * description (200 characters), up to 9 evidence images, and Send.
 */
export function ComplaintNextView({ choice }: { choice: NextStepChoice }) {
  const description = useDescriptionDraft();
  const uploads = useImageUploads(uploadEvidence, MAX_IMAGES, uploadSucceeded);
  const { send, sending, sent } = useSendComplaint(uploads, description.forget);

  return (
    <main className="ui-page ui-page--action-bar complaint">
      <section className="ui-card ui-card--raised">
        <h1 className="ui-title">Describe your question</h1>
        <ul className="complaint-tags" aria-label="Question type">
          {choice.tags.map((tag) => (
            <li key={tag} className="complaint-tags__tag">
              {tag}
            </li>
          ))}
        </ul>
        {choice.orderNo !== '' && (
          <dl className="ui-rows complaint-attached" aria-label="Attached order">
            {choice.productName !== '' && (
              <div className="ui-rows__row">
                <dt>Product</dt>
                <dd>{choice.productName}</dd>
              </div>
            )}
            <div className="ui-rows__row">
              <dt>Order number</dt>
              <dd data-testid="complaint-attached-order-no">{choice.orderNo}</dd>
            </div>
          </dl>
        )}
      </section>

      <section className="ui-card complaint-form">
        <CountedTextarea
          label="Description"
          placeholder="Tell us what happened"
          value={description.text}
          onChange={description.change}
          maxLength={MAX_DESCRIPTION}
        />
        <div>
          <h2 className="ui-card__title">Evidence (optional)</h2>
          <ImageUploader uploads={uploads} label="Evidence images" itemName="Evidence" />
        </div>
        <p className="complaint-note">We will reply within {REPLY_WEEKDAYS} weekdays.</p>
      </section>

      <footer className="ui-action-bar">
        <button
          type="button"
          className="btn btn--primary"
          disabled={sending}
          aria-busy={sending}
          onClick={() =>
            void send({
              problemType: choice.problemType,
              problemSonType: choice.problemSonType,
              orderNo: choice.orderNo,
              description: description.text,
            })
          }
        >
          Send
        </button>
      </footer>

      <Dialog open={sent} ariaLabel={COMPLAINT_SENT} className="complaint-sent">
        {/* Drawn here, not shared from ui/: a module the paid page and the complaint form both import
            becomes a chunk of its own, one more request on both first loads. */}
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="complaint-sent__icon">
          <circle cx="24" cy="24" r="22" fill="var(--success)" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="complaint-sent__text">{COMPLAINT_SENT}</p>
      </Dialog>
    </main>
  );
}
