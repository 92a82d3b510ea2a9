export default function CronPage() { return null; }
