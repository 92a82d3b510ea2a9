export default function SslPage() { return null; }
