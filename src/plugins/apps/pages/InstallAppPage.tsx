export default function InstallAppPage() { return null; }
