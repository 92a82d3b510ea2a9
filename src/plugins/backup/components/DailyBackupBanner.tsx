export default function DailyBackupBanner() { return null; }
