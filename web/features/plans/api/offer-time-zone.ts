import { useEffect } from 'react';
import { NOTIFICATIONS_API } from '../../../../contracts/notifications';
import { apiRequest } from '@/lib/api';

let offered = false;

/**
 * Tells the server this browser's time zone once per page load. The server keeps it only for a
 * parent who never saved e-mail settings, so the weekly reminder that is on by default for plan
 * owners comes at 09:00 where the parent lives, and the plan page names that hour truthfully.
 * A failure changes nothing the parent sees: the reminder then keeps UTC until they choose.
 */
export function useOfferTimeZone() {
  useEffect(() => {
    if (offered) return;
    offered = true;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) apiRequest('PUT', NOTIFICATIONS_API.timeZone, { timeZone }).catch(() => undefined);
  }, []);
}
