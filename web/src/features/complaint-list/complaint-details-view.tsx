import { useId, useState } from 'react';
import type { ComplaintDetail } from '../../../../openapi/generated/model/index.ts';
import { ImageViewer } from '../../ui/image-viewer/image-viewer.tsx';
import { ComplaintImages, type Picture } from './complaint-images.tsx';
import { ComplaintRating } from './complaint-rating.tsx';
import { hasReply, needsRating } from './complaint-reply.ts';
import { RatedNote } from './rated-note.tsx';

/** Spec §2: the reply section's title. */
export const PROCESS_RESULT = 'Process Result';

interface Props {
  readonly detail: ComplaintDetail;
  /** After the rating was sent (how many stars), so the cached details stop asking and show it. */
  readonly onRated: (stars: number) => void;
}

export function ComplaintDetailsView({ detail, onRated }: Props) {
  const [enlarged, setEnlarged] = useState<Picture | null>(null);
  // The stars sent from this page, shown at once; later loads of the details carry them as score.
  const [sent, setSent] = useState<number | null>(null);
  const rated = sent ?? detail.score ?? null;
  const descriptionId = useId();
  const resultId = useId();
  const sonType = detail.sonType.trim();
  const reply = detail.disposeDetail.trim();

  return (
    <main className="ui-page complaint">
      <section className="ui-card ui-card--raised" aria-label="Complaint type">
        <h1 className="ui-title">Complaint details</h1>
        <dl className="ui-rows">
          <div className="ui-rows__row">
            <dt>Type</dt>
            <dd>{detail.type}</dd>
          </div>
          {sonType !== '' && (
            <div className="ui-rows__row">
              <dt>Sub-type</dt>
              <dd>{sonType}</dd>
            </div>
          )}
        </dl>
      </section>

      <section className="ui-card" aria-labelledby={descriptionId}>
        <h2 className="ui-card__title" id={descriptionId}>
          Description
        </h2>
        <p className="complaint__text">{detail.content}</p>
        <ComplaintImages images={detail.images} name="Evidence" onOpen={setEnlarged} />
      </section>

      {hasReply(detail) && (
        <section className="ui-card complaint__result" aria-labelledby={resultId}>
          <h2 className="ui-card__title" id={resultId}>
            {PROCESS_RESULT}
          </h2>
          {reply !== '' && <p className="complaint__text">{reply}</p>}
          <ComplaintImages images={detail.disposeImages} name="Reply" onOpen={setEnlarged} />
        </section>
      )}

      {rated !== null && <RatedNote stars={rated} />}

      <ImageViewer src={enlarged?.src ?? null} alt={enlarged?.alt ?? ''} onClose={() => setEnlarged(null)} />
      <ComplaintRating
        problemId={detail.problemId}
        needed={needsRating(detail)}
        paused={enlarged !== null}
        onRated={(stars) => {
          setSent(stars);
          onRated(stars);
        }}
      />
    </main>
  );
}
