export default function BackupPage() { return null; }
