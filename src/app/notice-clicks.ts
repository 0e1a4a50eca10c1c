import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A tap on a push notification while the app is open (public/push-sw.js posts the screen to
 * open): the app moves there without a reload, so unsent work on the phone stays in memory too.
 */
export function useNoticeClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== 'pitchside:open' || typeof data.url !== 'string' || !data.url.startsWith('/'))
        return;
      navigate(data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
