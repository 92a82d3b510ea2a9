export default function LogsPage() { return null; }
