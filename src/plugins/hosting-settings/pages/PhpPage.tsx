export default function PhpPage() { return null; }
