import { useTranslation } from 'react-i18next';
import { ActivityList } from '../components/ActivityList';
import { activityPaths } from '../contract';

export default function AccountActivityPage() {
  const { t } = useTranslation();
  return <ActivityList path={activityPaths.account} showHosting pageHeading={t('activity.accountTitle')} />;
}
