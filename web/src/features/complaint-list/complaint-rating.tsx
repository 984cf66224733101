import { useEffect, useState } from 'react';
import { isOk } from '../../api/envelope.ts';
import { saveScore } from '../../api/generated/hooks/complaint/complaint.ts';
import { useGuardedFlight } from '../../lib/use-single-flight.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { NO_STARS_CHOSEN, RATING_SENT } from '../../ui/messages.ts';
import { StarRating } from '../../ui/rating/star-rating.tsx';
import { showInfo, showToast } from '../../ui/toast/toast-store.ts';

/** Spec §9: the rating modal opens 3 s after the details load. */
export const RATING_DELAY_MS = 3000;

/** Spec §2: the rating modal's title. */
export const RATING_TITLE = 'Please rate this service';

interface Props {
  readonly problemId: string;
  /** The details ask for a rating (isNeedScore nonzero). */
  readonly needed: boolean;
  /** Something else is open on top (an enlarged image): the modal waits until it closes. */
  readonly paused?: boolean;
  /** After the server took the rating (how many stars), so the page shows it and stops asking. */
  readonly onRated: (stars: number) => void;
}

/**
 * The rating modal of a complaint's details: opens once, RATING_DELAY_MS after details that ask
 * for a rating are shown; Send rates with saveScore and, on success, closes and says spec §8's
 * rating success message; Cancel just closes.
 */
export function ComplaintRating({ problemId, needed, paused = false, onRated }: Props) {
  const [asked, setAsked] = useState(false);
  // Due once the delay is over; shown while nothing else is open on top.
  const [due, setDue] = useState(false);
  const open = due && !paused;
  const [stars, setStars] = useState(0);
  const [run, sending] = useGuardedFlight();

  useEffect(() => {
    if (!needed || asked) return;
    const timer = window.setTimeout(() => {
      setAsked(true);
      setDue(true);
    }, RATING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needed, asked]);

  const send = () =>
    run(async () => {
      if (stars === 0) {
        showToast(NO_STARS_CHOSEN);
        return;
      }
      const answer = await saveScore({ score: stars, problemId });
      // A refusal was toasted by the shared client: the modal and the stars stay for another try.
      if (!isOk(answer)) return;
      setDue(false);
      showInfo(RATING_SENT);
      onRated(stars);
    });
  const cancel = () => setDue(false);

  return (
    <Dialog
      open={open}
      title={RATING_TITLE}
      onClose={cancel}
      actions={[
        { label: 'Cancel', variant: 'secondary', onClick: cancel },
        { label: 'Send', onClick: () => void send(), disabled: sending },
      ]}
    >
      <p className="complaint-rating__text">How satisfied are you with how we handled your complaint?</p>
      <StarRating
        value={stars}
        onChange={setStars}
        disabled={sending}
        label="Your rating"
        className="complaint-rating__stars"
      />
    </Dialog>
  );
}
