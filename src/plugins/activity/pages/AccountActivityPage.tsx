import { ActivityList } from '../components/ActivityList';
import { activityPaths } from '../contract';

export default function AccountActivityPage() {
  return <ActivityList path={activityPaths.account} showHosting heading="h1" />;
}
