import { useNativeEvent } from '../bridge/use-native-event';
import { queryClient } from './query-client.ts';

/**
 * When the shell says the web view is visible again (`resume`), data may have changed elsewhere
 * (a payment in a native page, a status change): refetch what the screen shows. The dev kit plays
 * the same event when QA changes the fake server, so an open page follows without a reload.
 */
export function RefreshOnResume() {
  useNativeEvent('resume', () => {
    void queryClient.invalidateQueries();
  });
  return null;
}
