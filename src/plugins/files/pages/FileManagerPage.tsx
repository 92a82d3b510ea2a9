export default function FileManagerPage() { return null; }
