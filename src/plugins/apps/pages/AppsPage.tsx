export default function AppsPage() { return null; }
