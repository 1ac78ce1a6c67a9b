import { useCallback } from 'react';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { useLocation, useSearch } from 'wouter';
import { loginUrl, useAuth } from '@/features/auth';
import { useArtworkUpload } from './use-artwork-upload';
import { useProductCheckout } from './use-product-checkout';
import { leavePageTo } from '../lib/leave-page';

/**
 * What both configurators share: who is signed in, the upload, the checkout, and the way to
 * sign in that brings the parent back to this configurator.
 */
export function useConfigurator(uploadedMessage: MessageKey) {
  const [path] = useLocation();
  const search = useSearch();
  const { isAuthenticated } = useAuth();
  const signInHref = loginUrl(path);
  const goSignIn = useCallback(() => leavePageTo(signInHref), [signInHref]);
  const upload = useArtworkUpload({ uploadedMessage, onSignInNeeded: goSignIn });
  const { processing, checkout } = useProductCheckout({ isAuthenticated, onSignInNeeded: goSignIn });
  const cancelled = new URLSearchParams(search).get('cancelled') === '1';
  return { isAuthenticated, signInHref, upload, processing, checkout, cancelled };
}
