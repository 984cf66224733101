import { keepLatest } from '../../store/shared/keep-latest.ts';
import type { WorldState } from '../../store/world.ts';
import type { TrackRecord } from './promotion-records.ts';

const TRACKS_KEPT = 100;

/** The query of track-visit and track-click (the landing page's attribution). */
export interface TrackInput {
  page_id: string;
  client_type: string;
  user_from?: string | undefined;
  utm_tag?: string | undefined;
  app_from?: string | undefined;
}

/** Records a visit or an apply click; answers its trackId. */
export function track(
  state: WorldState,
  kind: TrackRecord['kind'],
  input: TrackInput,
  phone: string,
  at: Date,
): string {
  const slice = state.promotion;
  const trackId = `${kind === 'visit' ? 'TV' : 'TC'}${slice.nextTrackNumber}`;
  slice.nextTrackNumber += 1;
  slice.tracks.push({
    trackId,
    kind,
    pageId: input.page_id,
    clientType: input.client_type,
    userFrom: input.user_from ?? '',
    utmTag: input.utm_tag ?? '',
    appFrom: input.app_from ?? '',
    phone,
    at: at.toISOString(),
  });
  keepLatest(slice.tracks, TRACKS_KEPT);
  return trackId;
}
