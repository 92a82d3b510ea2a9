export default function BalancerPage() { return null; }
