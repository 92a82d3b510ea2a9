export default function DatabasesPage() { return null; }
