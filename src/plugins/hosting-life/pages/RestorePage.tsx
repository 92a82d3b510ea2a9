export default function RestorePage() { return null; }
