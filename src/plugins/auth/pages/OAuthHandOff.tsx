import { PageLoading, useLocation, useParams } from '@core/signed-out';
import { useEffect } from 'react';

/**
 * /login/oauth/{provider} on the panel's host: handed, as a full navigation, to the API that
 * talks to the provider (the sandbox one in development).
 */
export default function OAuthHandOff() {
  const { provider = '' } = useParams();
  const { search } = useLocation();
  useEffect(() => {
    window.location.replace(`/api/login/oauth/${encodeURIComponent(provider)}${search}`);
  }, [provider, search]);
  return <PageLoading />;
}
