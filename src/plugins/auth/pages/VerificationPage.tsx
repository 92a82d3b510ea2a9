import { Link as MuiLink, Typography } from '@mui/material';
import { api, Link, useSearchParams } from '@core/signed-out';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { bannerText, FormBanner } from '../components/FormBanner';

type Outcome = { email: string } | { error: unknown };

/** One confirmation per token, however often the page renders: a link works once. */
const confirmations = new Map<string, Promise<Outcome>>();

function confirmEmail(token: string): Promise<Outcome> {
  let outcome = confirmations.get(token);
  if (!outcome) {
    outcome = api<{ email: string }>('POST', '/verification', { body: { token } }).then(
      ({ email }) => ({ email }),
      (error: unknown) => ({ error }),
    );
    confirmations.set(token, outcome);
  }
  return outcome;
}

/** /auth/verification?token=… confirms the e-mail of a new account; without a token it explains what to do. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  // Suspends (the page's loading state) until the API answers.
  const outcome = token !== null ? use(confirmEmail(token)) : null;
  const email = outcome && 'email' in outcome ? outcome.email : undefined;
  return (
    <AuthCard title={t('auth.verification.heading')}>
      {email && <FormBanner severity="success" message={t('auth.verification.done')} />}
      {outcome && 'error' in outcome && <FormBanner message={bannerText(outcome.error)} />}
      {!token && <Typography>{t('auth.verification.checkInbox')}</Typography>}
      {!email && <MuiLink component={Link} to="/auth/verification/resend">{t('auth.verification.resendLink')}</MuiLink>}
      <MuiLink component={Link} to={email ? `/auth/login?email=${encodeURIComponent(email)}` : '/auth/login'}>{t('auth.common.toLogin')}</MuiLink>
    </AuthCard>
  );
}
