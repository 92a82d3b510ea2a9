export default function DeployPage() { return null; }
