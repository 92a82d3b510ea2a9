import { HostingsCard } from '../components/HostingsCard';

export default function HostingList() {
  return <HostingsCard headingLevel="h1" />;
}
