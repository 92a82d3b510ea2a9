import { useParams } from 'react-router-dom';
import { ActivityList } from '../components/ActivityList';
import { activityPaths } from '../contract';

export default function HostingActivityPage() {
  const { resource = '' } = useParams();
  return <ActivityList path={activityPaths.hosting(resource)} showHosting={false} />;
}
