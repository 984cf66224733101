import { useQueryClient } from '@tanstack/react-query';
import { useNativeEvent } from '../bridge/use-native-event';

/**
 * When the shell says the web view is visible again (`resume`), data may have changed elsewhere
 * (a payment in a native page, a status change): refetch what the screen shows. The dev kit plays
 * the same event when QA changes the fake server, so an open page follows without a reload.
 */
export function RefreshOnResume() {
  // The provider's cache: the app's one, or a screen test's own.
  const queryClient = useQueryClient();
  useNativeEvent('resume', () => {
    void queryClient.invalidateQueries();
  });
  return null;
}
