/** Issue #33's settings for web push. */
export type TPushConfig = {
  /** VAPID_SUBJECT: how a push service reaches the operator (a `mailto:` or https URL). */
  subject: string;
  /**
   * The push services a subscription may name: a host (and its subdomains) over https, or a full
   * origin (`http://127.0.0.1:4100`, for tests). Anything else is refused when subscribing.
   */
  services: string[];
  /** Notices in flight at once, across all push services. */
  concurrency: number;
  /** A push service that has not answered after this long counts as a failed attempt. */
  timeoutMs: number;
  leaseMs: number;
  /** The first retry waits this long, doubling each time (at most an hour). */
  retryBaseMs: number;
};

/** The push services of Chrome/Android, Firefox, Safari/iOS and Edge. */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Whether a subscription's endpoint is one of the allowed push services. */
export function isAllowedService(endpoint: string, services: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return services.some((service) => {
    if (service.includes('://')) return url.origin === new URL(service).origin;
    return url.protocol === 'https:' && (url.hostname === service || url.hostname.endsWith(`.${service}`));
  });
}
