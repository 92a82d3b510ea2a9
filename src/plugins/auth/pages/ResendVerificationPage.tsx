import { useTranslation } from 'react-i18next';
import { EmailLinkRequest } from '../components/EmailLinkRequest';

export default function ResendVerificationPage() {
  const { t } = useTranslation();
  return <EmailLinkRequest title={t('auth.resend.heading')} endpoint="/verification/resend" submitLabel={t('auth.resend.submit')} />;
}
